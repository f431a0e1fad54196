"use client";

import { type ReactNode, useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";

export interface RouteErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * What a route's `error.tsx` shows when its page fails unexpectedly: what could not be shown, that nothing
 * changed, and a way to try again. Server errors arrive without their message (by design); the digest is the
 * reference that finds them in the server log.
 */
export function RouteError({
  error,
  retry,
  title,
  message,
  titleAs,
  className,
  action,
}: RouteErrorProps & {
  title: string;
  message: string;
  titleAs?: "h1" | "h2";
  className?: string;
  action?: ReactNode;
}) {
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      className={className}
      titleAs={titleAs}
      title={title}
      message={message}
      hint="Try again; if it keeps failing, quote the reference below to whoever runs this console."
      requestId={digest}
      requestIdLabel="Reference"
      onRetry={retry}
      action={action}
    />
  );
}
