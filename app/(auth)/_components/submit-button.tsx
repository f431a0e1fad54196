import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/** The form's main button; while pending it keeps its size, shows a spinner and ignores clicks. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-zinc-900 px-4 font-medium text-sm text-white shadow-sm transition-colors hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-zinc-900 focus-visible:outline-offset-2 disabled:cursor-progress disabled:opacity-80 dark:bg-zinc-50 dark:text-zinc-900 dark:focus-visible:outline-zinc-50 dark:hover:bg-white"
    >
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
