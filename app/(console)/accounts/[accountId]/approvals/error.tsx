"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";

// The requests could not be read: say so and offer to try again.
export default function ApprovalsError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      title="Approvals could not be loaded"
      message="Nothing was approved, rejected or sent. The console could not read its approvals just now."
      hint="Try again; if it keeps failing, quote the reference below to whoever runs this console."
      requestId={digest}
      requestIdLabel="Reference"
      onRetry={retry}
    />
  );
}
