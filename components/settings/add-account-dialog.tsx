"use client";

import { lazy } from "react";
import { OpenOnIntent } from "@/components/ui/open-on-intent";
import { AddAccountButton } from "./add-account-button";
import type { AddAccountAction } from "./add-account-form";

const loadDialog = () => import("./add-account-dialog-content");
const AddAccountDialogContent = lazy(() =>
  loadDialog().then((module) => ({ default: module.AddAccountDialogContent })),
);

/**
 * Adds a merchant account in a dialog. Its code (the form, its form state, zod, Radix's dialog) loads when a
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
