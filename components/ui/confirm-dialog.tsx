"use client";

import { type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";

/** What onConfirm may answer to keep the dialog open with a message; anything else closes it. */
export interface ConfirmFailure {
  error: string;
}

function isConfirmFailure(value: unknown): value is ConfirmFailure {
  return (
    typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string"
  );
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

/**
 * Asks before an action that cannot be undone. While onConfirm runs the buttons are disabled and the dialog
 * cannot be dismissed, so the outcome is always seen; a failure keeps it open with the message.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = controlledOpen ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (pending) return;
    if (next) setError(null);
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setPending(true);
    setError(null);
    let outcome: unknown;
    try {
      outcome = await onConfirm();
    } catch {
      outcome = { error: "Something went wrong. Try again in a moment." };
    }
    setPending(false);
    if (isConfirmFailure(outcome)) {
      setError(outcome.error);
      return;
    }
    setUncontrolledOpen(false);
    onOpenChange?.(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onEscapeKeyDown={(event) => pending && event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} loading={pending} onClick={confirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
