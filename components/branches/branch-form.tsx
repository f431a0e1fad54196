"use client";

import { useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { branchWords } from "@/components/forms/labels";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { Branch } from "@/lib/payments-api/branches";
import { BranchFormFields } from "./branch-form-fields";
import {
  type BranchFormValues,
  type BranchPatch,
  branchFormFields,
  branchToFormValues,
  type CreateBranchInput,
  changedBranchPatch,
  emptyBranchFormValues,
  toFullBranchPatch,
} from "./branch-form-values";

type Actions = { onCancel?: () => void };

// The checks (the contract's schemas, and zod with them) load when a form is first touched, not with the page.
const checks = lazyChecks(() => import("./branch-form-schema"));
const createResolver = checks.resolver((loaded) => loaded.createBranchResolver);
const editResolver = checks.resolver((loaded) => loaded.editBranchResolver);

/**
 * Runs a submit and puts a failure on the form: 400 details under their fields, and a duplicate code
 * (409) under the code field with the service's own message.
 */
function useServerFailure<TOutput>(form: UseFormReturn<BranchFormValues, unknown, TOutput>) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, {
          fields: branchFormFields,
          conflictField: "code",
          words: branchWords,
        }),
      );
    }
  }
  return { failure, run };
}

export function CreateBranchForm({
  onSubmit,
  onCancel,
}: Actions & { onSubmit: (body: CreateBranchInput) => Promise<unknown> }) {
  const form = useConsoleForm<BranchFormValues, unknown, CreateBranchInput>({
    resolver: createResolver,
    defaultValues: emptyBranchFormValues,
  });
  const { failure, run } = useServerFailure(form);
  const submit = (body: CreateBranchInput) => run(() => onSubmit(body));
  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The branch was not created" />
      <BranchFormFields />
      <FormButtons label="Create branch" pendingLabel="Creating…" onCancel={onCancel} />
    </CheckedForm>
  );
}

/** Sends only the changed fields; `onSubmit` is not called when nothing changed. */
export function EditBranchForm({
  branch,
  onSubmit,
  onCancel,
  onUnchanged,
}: Actions & {
  branch: Branch;
  onSubmit: (patch: BranchPatch) => Promise<unknown>;
  onUnchanged?: () => void;
}) {
  const initial = useMemo(() => branchToFormValues(branch), [branch]);
  const form = useConsoleForm<BranchFormValues, unknown, BranchPatch>({
    resolver: editResolver,
    defaultValues: initial,
  });
  const { failure, run } = useServerFailure(form);

  async function submit(full: BranchPatch) {
    const patch = changedBranchPatch(full, toFullBranchPatch(initial));
    if (Object.keys(patch).length === 0) {
      onUnchanged?.();
      return;
    }
    await run(() => onSubmit(patch));
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The branch was not saved" />
      <BranchFormFields />
      <FormButtons label="Save changes" pendingLabel="Saving…" onCancel={onCancel} />
    </CheckedForm>
  );
}
