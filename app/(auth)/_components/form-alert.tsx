import { CircleAlert, Info } from "lucide-react";

/**
 * A message above a form. The live region is always rendered, so screen readers announce a message that
 * appears after a failed submission; errors interrupt, notices wait their turn.
 */
export function FormAlert({
  tone,
  message,
}: {
  tone: "error" | "notice";
  message: string | null | undefined;
}) {
  const error = tone === "error";
  const Icon = error ? CircleAlert : Info;
  return (
    <div role={error ? "alert" : "status"} aria-live={error ? "assertive" : "polite"} aria-atomic="true">
      {message ? (
        <p
          className={
            error
              ? "mb-5 flex gap-2.5 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-red-800 text-sm dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
              : "mb-5 flex gap-2.5 rounded-md border border-sky-200 bg-sky-50 px-3 py-2.5 text-sky-900 text-sm dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100"
          }
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
