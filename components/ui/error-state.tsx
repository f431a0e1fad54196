import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

export interface ErrorStateProps {
  /** What happened, in the reader's terms: "The payments could not be loaded". */
  title: string;
  /** Why, when known: the message of the error. */
  message?: ReactNode;
  /** What to try: "Check the account's base URL in Settings". */
  hint?: ReactNode;
  /** The id that finds the failed call in the logs; shown so it can be quoted to support. */
  requestId?: string | null;
  /** How the id is introduced; "Reference" for ids that are not request ids (a server error digest). */
  requestIdLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Further actions next to "Try again". */
  action?: ReactNode;
  /** h1 when the error replaces the whole page, h2 inside a page. */
  titleAs?: "h1" | "h2" | "h3";
  className?: string;
}

export function ErrorState({
  title,
  message,
  hint,
  requestId,
  requestIdLabel = "Request id",
  onRetry,
  retrying = false,
  action,
  titleAs: Title = "h2",
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-10 text-center",
        className,
      )}
    >
      <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
      <div className="grid max-w-lg gap-1">
        <Title className="font-medium">{title}</Title>
        {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        {requestId ? (
          <p className="text-xs text-muted-foreground">
            {requestIdLabel}:{" "}
            <code className="rounded bg-muted px-1 py-0.5 font-mono select-all">{requestId}</code>
          </p>
        ) : null}
      </div>
      {onRetry || action ? (
        <div className="mt-1 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
              {retrying ? null : <RotateCw aria-hidden="true" />}
              Try again
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
