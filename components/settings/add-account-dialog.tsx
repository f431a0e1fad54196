"use client";

import { Plus } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { Button } from "@/components/ui/button";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import type { AddAccountAction } from "./add-account-form";

/** "Add account": the dialog's trigger, before and after the dialog's code is loaded. */
export function AddAccountButton({ label, ...props }: { label: string } & ComponentProps<"button">) {
  return (
    <Button aria-haspopup="dialog" aria-expanded={false} {...props}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

const loadDialog = () => import("./add-account-dialog-content");
const AddAccountDialogContent = lazy(() =>
  loadDialog().then((module) => ({ default: module.AddAccountDialogContent })),
);

/**
 * Adds a merchant account in a dialog. Its code (the form, react-hook-form, zod, Radix's dialog) loads when a
 * person reaches for the button; until then the same button stands in.
 */
export function AddAccountDialog({
  action,
  label = "Add account",
}: {
  action: AddAccountAction;
  label?: string;
}) {
  return (
    <OpenOnIntent
      preload={loadDialog}
      renderTrigger={(handlers) => <AddAccountButton label={label} {...handlers} />}
    >
      {() => <AddAccountDialogContent action={action} label={label} openOnMount />}
    </OpenOnIntent>
  );
}
