import { CircleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { FormFailure } from "./apply-server-error";

/**
 * The server's answer about the form as a whole, with the request id that finds it in the logs; announced
 * when it appears. Every form shows its failures through this one alert.
 */
export function FormFailureAlert({ failure, title }: { failure: FormFailure | null; title?: string }) {
  if (!failure) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription>
        <p>{failure.message}</p>
        {failure.requestId ? (
          <p className="text-xs">
            Request id: <code className="font-mono select-all">{failure.requestId}</code>
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
