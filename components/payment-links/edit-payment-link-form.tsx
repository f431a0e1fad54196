"use client";

import { useMemo, useState } from "react";
import type { BranchChoice } from "@/components/branches/branch-options";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { LinkFormSections } from "./link-form-sections";
import {
  changedPatch,
  emptyLinkFormValues,
  type LinkFormField,
  type LinkFormValues,
  type LinkPatch,
  linkToFormValues,
  linkWordsOf,
  toFullPatch,
} from "./link-form-values";

const fields = Object.keys(emptyLinkFormValues) as LinkFormField[];

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./link-form-schema"));

/**
 * Edits an active link's editable fields. The rules are checked on the link as it would be after the
 * change, as the service does; only changed fields are sent, and `onSubmit` is not called when nothing
 * changed.
 */
export function EditPaymentLinkForm({
  link,
  branches,
  onSubmit,
  onCancel,
  onUnchanged,
}: {
  link: PaymentLink;
  branches: readonly BranchChoice[];
  onSubmit: (patch: LinkPatch) => Promise<unknown>;
  onCancel?: () => void;
  onUnchanged?: () => void;
}) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const initial = useMemo(() => linkToFormValues(link), [link]);
  const resolver = useMemo(() => checks.resolver((loaded) => loaded.editLinkResolver(link)), [link]);
  const form = useConsoleForm<LinkFormValues, unknown, LinkPatch>({
    resolver,
    defaultValues: initial,
  });

  async function submit(full: LinkPatch) {
    setFailure(null);
    const patch = changedPatch(full, toFullPatch(initial));
    if (Object.keys(patch).length === 0) {
      onUnchanged?.();
      return;
    }
    try {
      await onSubmit(patch);
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, { fields, words: linkWordsOf(form.getValues()) }),
      );
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The link was not saved" />
      <LinkFormSections mode="edit" branches={branches} />
      <FormButtons label="Save changes" pendingLabel="Saving…" onCancel={onCancel} />
    </CheckedForm>
  );
}
