"use client";

import { type ReactNode, useMemo, useState } from "react";
import { ActionForm } from "@/components/forms/action-form";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
import { useConsoleForm } from "@/components/forms/use-console-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import type { CurrentPasswordValues } from "./security-schemas";

const checks = lazyChecks(() => import("./security-schemas"));

export interface SessionEndDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Ends the session(s) after the current password; a refusal is shown in the dialog, which stays open. */
  onEnd: (currentPassword: string) => Promise<ActionResult<unknown, "currentPassword">>;
  onEnded: () => void;
}

/**
 * The dialog of SessionEndDialog (session-end-dialog.tsx), loaded when it first opens: what will happen,
 * the current password, and the button. A refused password is said on its field and emptied; while the
 * request runs the dialog cannot be dismissed.
 */
export function SessionEndDialogContent({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onEnd,
  onEnded,
}: SessionEndDialogProps) {
  const [open, setOpen] = useState(true);
  const resolver = useMemo(() => checks.resolver((loaded) => loaded.currentPasswordResolver), []);
  const form = useConsoleForm<CurrentPasswordValues>({ resolver, defaultValues: { currentPassword: "" } });
  const sending = useActionSending(form, {
    fields: ["currentPassword"],
    title: "Nothing was ended",
  });
  const pending = form.formState.isSubmitting;

  function change(next: boolean) {
    if (pending) return;
    // Each opening starts empty: the password is not kept once the dialog is closed.
    form.reset({ currentPassword: "" });
    sending.clear();
    setOpen(next);
  }

  async function submit(values: CurrentPasswordValues) {
    const ended = await sending.send(
      () => onEnd(values.currentPassword),
      () => form.setValue("currentPassword", ""),
    );
    if (!ended) return;
    form.reset({ currentPassword: "" });
    setOpen(false);
    onEnded();
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onEscapeKeyDown={(event) => pending && event.preventDefault()}
        // The password is what the dialog asks for: it takes the focus, not Cancel.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>("input")?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-4">
          <TextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            description="So that only you can sign your other devices out."
            type="password"
            autoComplete="current-password"
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" loading={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </ActionForm>
      </AlertDialogContent>
    </AlertDialog>
  );
}
