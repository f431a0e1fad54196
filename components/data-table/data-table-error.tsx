import { ErrorState } from "@/components/ui/error-state";
import { isBffError } from "@/data/bff";

export interface DataTableErrorProps {
  error: unknown;
  title: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What the failed request said and its request id, so the user can retry or quote it to support. */
export function DataTableError({ error, title, onRetry, retrying }: DataTableErrorProps) {
  const message = isBffError(error)
    ? error.message
    : "Something went wrong while loading. Try again in a moment.";
  const requestId = isBffError(error) ? error.requestId : null;
  return (
    <ErrorState
      title={title}
      message={message}
      requestId={requestId}
      onRetry={onRetry}
      retrying={retrying}
      className="border-0 bg-transparent"
    />
  );
}
