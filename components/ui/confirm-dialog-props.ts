import type { ReactNode } from "react";

/** What onConfirm may answer to keep the dialog open with a message; anything else closes it. */
export interface ConfirmFailure {
  error: string;
}

export interface ConfirmDialogProps {
  /** The element that opens the dialog, e.g. <Button variant="destructive">Remove</Button>. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  /** What will happen, and what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while onConfirm runs, e.g. "Removing…". */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Irreversible actions get the red button; that is the default. */
  destructive?: boolean;
  /** Runs the action; answer `{ error }` to keep the dialog open with that message. */
  onConfirm: () => unknown;
  children?: ReactNode;
}
