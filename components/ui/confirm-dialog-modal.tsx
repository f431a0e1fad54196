"use client";

import { useState } from "react";
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
import type { ConfirmDialogProps } from "./confirm-dialog-props";

function isConfirmFailure(value: unknown): value is { error: string } {
  return (
    typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string"
  );
}

/** The dialog of ConfirmDialog (confirm-dialog.tsx), loaded when it first opens. */
export function ConfirmDialogModal({
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
  initialOpen = false,
}: ConfirmDialogProps & { initialOpen?: boolean }) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(initialOpen);
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
