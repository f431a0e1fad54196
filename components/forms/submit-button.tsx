import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A form's main button. While the form is sending it keeps its place, shows a spinner and the pending
 * label, and ignores further clicks.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  /** What the button says while sending ("Saving…"); the label stays when not given. */
  pendingLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" loading={pending} className={className}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
