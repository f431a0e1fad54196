"use client";

import { useState } from "react";
import type { z } from "zod";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { createPaymentLinkBodySchema } from "@/lib/payments-api/payment-links";
import { LinkFormSections, type LinkFormSectionsProps } from "./link-form-sections";
import {
  emptyLinkFormValues,
  type LinkFormField,
  type LinkFormValues,
  linkWordsOf,
} from "./link-form-values";

export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkBodySchema>;

const fields = Object.keys(emptyLinkFormValues) as LinkFormField[];

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./link-form-schema"));
const resolver = checks.resolver((loaded) => loaded.createLinkResolver);

/**
 * The new-link form. It validates with the contract's create schema, so the spec's conditional rules
 * show under their fields before anything is sent; the server's 400 details and a duplicate trade number
 * (409) land on the fields too, and nothing typed is lost.
 */
export function CreatePaymentLinkForm({
  onSubmit,
  onCancel,
  branches,
  branchesLoading,
  lockedBranchId = null,
}: Omit<LinkFormSectionsProps, "mode"> & {
  onSubmit: (body: CreatePaymentLinkInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useConsoleForm<LinkFormValues, unknown, CreatePaymentLinkInput>({
    resolver,
    defaultValues: { ...emptyLinkFormValues, branchId: lockedBranchId ?? "" },
  });

  async function submit(body: CreatePaymentLinkInput) {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, {
          fields,
          conflictField: "merchantTradeNo",
          words: linkWordsOf(form.getValues()),
        }),
      );
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The link was not created" />
      <LinkFormSections
        mode="create"
        branches={branches}
        branchesLoading={branchesLoading}
        lockedBranchId={lockedBranchId}
      />
      <FormButtons label="Create link" pendingLabel="Creating…" onCancel={onCancel} />
    </CheckedForm>
  );
}
