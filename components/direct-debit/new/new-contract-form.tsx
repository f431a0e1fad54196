"use client";

import { useMemo, useState } from "react";
import type { BranchChoice } from "@/components/branches/branch-options";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormSection } from "@/components/forms/form-section";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { isBffError } from "@/data/bff";
import { refusalKind, waitMessage } from "../contract-refusals";
import { ServiceFields, UrlFields } from "./contract-details-fields";
import {
  type CreateContractInput,
  contractFormFields,
  contractWordsOf,
  emptyContractValues,
  type NewContractValues,
} from "./contract-form-values";
import { LimitFields } from "./limit-fields";
import { type ScenarioChoices, ScenarioField } from "./scenario-field";

export interface NewContractFormProps {
  scenarios: ScenarioChoices;
  branches: readonly BranchChoice[];
  branchesLoading?: boolean;
  /** The branch of a member limited to one; their contracts always belong to it. */
  lockedBranchId?: string | null;
  onSubmit: (body: CreateContractInput) => Promise<unknown>;
  onCancel?: () => void;
}

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./contract-form-schema"));

const DUPLICATE_CODE =
  "You already have a contract with this code. Choose another, or leave it empty and the service makes one.";
const NO_RATE =
  "The LKR exchange rate is not available right now, so a rupee limit cannot be converted. Set the limit in USDT, or try again later.";

/**
 * The new-contract form. It validates with the contract's create schema (plus the scenario's limit for a
 * USDT limit), so problems show under their fields before anything is sent; the service's refusals land
 * there too: a duplicate code on the code, a missing exchange rate on the limit.
 */
export function NewContractForm({
  scenarios,
  branches,
  branchesLoading = false,
  lockedBranchId = null,
  onSubmit,
  onCancel,
}: NewContractFormProps) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const resolver = useMemo(
    () => checks.resolver((loaded) => loaded.newContractResolver(scenarios.scenarios)),
    [scenarios.scenarios],
  );
  // A scenario picked or a field typed while the page was still loading (the scenarios come with the page).
  const form = useConsoleForm<NewContractValues, unknown, CreateContractInput>({
    resolver,
    defaultValues: { ...emptyContractValues, branchId: lockedBranchId ?? "" },
  });

  async function submit(body: CreateContractInput) {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const kind = refusalKind(error);
      if (kind === "duplicate-code") {
        form.setError(
          "merchantContractCode",
          { type: "server", message: DUPLICATE_CODE },
          { shouldFocus: true },
        );
      } else if (kind === "rate-unavailable") {
        form.setError("singleUpperLimit", { type: "server", message: NO_RATE }, { shouldFocus: true });
      } else if (kind === "rate-limited" && isBffError(error)) {
        setFailure({ message: waitMessage(error), requestId: error.requestId });
      } else {
        setFailure(
          await applyServerError(form.setError, error, {
            fields: contractFormFields,
            words: contractWordsOf(form.getValues()),
          }),
        );
      }
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The contract was not created" />
      <FormSection
        title="Scenario and limit"
        description="What the customer agrees to be charged, at most, each time."
      >
        <ScenarioField {...scenarios} />
        <LimitFields />
      </FormSection>
      <FormSection title="Service">
        <ServiceFields
          branches={branches}
          branchesLoading={branchesLoading}
          lockedBranchId={lockedBranchId}
        />
      </FormSection>
      <FormSection title="After approval" description="The provider sends the customer back to you.">
        <UrlFields />
      </FormSection>
      <FormButtons label="Create contract" pendingLabel="Creating…" onCancel={onCancel} />
    </CheckedForm>
  );
}
