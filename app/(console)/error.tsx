"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import Link from "@/components/ui/link";

// An unexpected failure of a page: the shell stays, the page says so and offers to try again. Server errors
// arrive without their message (by design); the digest finds them in the server log.
export default function ConsoleError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      className="mx-auto mt-8 max-w-xl"
      titleAs="h1"
      title="This page could not be shown"
      message="Something went wrong while loading it. Nothing was changed."
      hint="Try again; if it keeps failing, quote the reference below to whoever runs this console."
      requestId={digest}
      requestIdLabel="Reference"
      onRetry={retry}
      action={
        <Button asChild variant="ghost" size="sm">
          <Link href="/">Go to the overview</Link>
        </Button>
      }
    />
  );
}
