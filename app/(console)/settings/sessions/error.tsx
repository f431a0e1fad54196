"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";

// The list could not be read: say so, keep the settings tabs, and offer to try again.
export default function SessionsError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      title="Your sessions could not be loaded"
      message="Nothing was changed. The console could not read your sessions just now."
      hint="Try again; if it keeps failing, quote the reference below to whoever runs this console."
      requestId={digest}
      requestIdLabel="Reference"
      onRetry={retry}
    />
  );
}
