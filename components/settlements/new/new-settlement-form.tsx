"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormNotice } from "@/components/forms/form-notice";
import { FormSection } from "@/components/forms/form-section";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form";
import { isBffError } from "@/data/bff";
import { needsApproval } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import type { CreateWithdrawalBody } from "@/lib/payments-api/withdrawals";
import { autoApproveText } from "../settlement-rules";
import { type BranchPoolView, branchPoolText, exactBranchLkr } from "./branch-pool-text";
import {
  type NewSettlementValues,
  newSettlementDefaults,
  type SettlementScope,
} from "./new-settlement-values";
import { refusalWords } from "./settlement-refusals";
import { type Pool, WhatHappens } from "./what-happens";

export interface BranchOption {
  id: string;
  name: string;
}

export interface NewSettlementFormProps {
  /** Active branches, chosen by name. */
  branches: readonly BranchOption[];
  branchesLoading?: boolean;
  /** What the merchant could claim now (the list summary's pool); undefined while unknown. */
  pool: Pool | undefined;
  onSubmit: (body: CreateWithdrawalBody) => Promise<unknown>;
  onCancel?: () => void;
  /** The account's approval threshold in LKR (null: approvals off; undefined: not read yet). */
  thresholdLkr?: string | null;
  /** Today's active request (waiting for review or approved), which the service allows only one of. */
  todayRequest?: TodayRequest | null;
  /** What the chosen branch could claim now (undefined: no branch chosen). */
  branchPool?: BranchPoolView;
  /** Told the branch chosen (null: the whole merchant or none yet), so its pool can be read. */
  onBranchChoice?: (branchId: string | null) => void;
}

export interface TodayRequest {
  status: "PENDING" | "APPROVED";
  totalNetAmountLkr: number;
}

/** Whether the request waits for another member, said before anything is sent. */
function approvalText(thresholdLkr: string | null | undefined, pool: Pool | undefined): string | null {
  if (thresholdLkr === null || thresholdLkr === undefined) return null;
  const threshold = formatAmount(thresholdLkr, "LKR");
  if (pool && needsApproval(String(pool.lkr), thresholdLkr)) {
    return `This request will need another member's approval: the ${formatAmount(pool.lkr, "LKR")} waiting to be claimed is above this account's threshold of ${threshold}. Nothing is sent to the service until they approve it.`;
  }
  return `If this request and what this account sent in the last 24 hours come to more than ${threshold}, it waits for another member's approval; nothing is sent to the service until then.`;
}

function todayText(today: TodayRequest): string {
  const state = today.status === "PENDING" ? "is waiting for the platform's review" : "was approved";
  return `Today's settlement request already exists: ${formatAmount(today.totalNetAmountLkr, "LKR")} net, and it ${state}. The service allows one active request a day (Colombo time), so another would be refused. Request again tomorrow, or once today's request is rejected or cancelled.`;
}

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./new-settlement-schema"));
const resolver = checks.resolver((loaded) => loaded.newSettlementResolver);

function isEmptyPool(pool: Pool | undefined): boolean {
  return pool !== undefined && pool.lkr <= 0 && pool.usdt <= 0;
}

/**
 * The settlement request form: the whole merchant or one branch, what the service will do, then a
 * confirmation before anything is sent. Refusals of the service land on the form in words; an answer that
 * never came says the outcome is unknown rather than inviting a second request.
 */
export function NewSettlementForm({
  branches,
  branchesLoading = false,
  pool,
  onSubmit,
  onCancel,
  thresholdLkr,
  todayRequest,
  branchPool,
  onBranchChoice,
}: NewSettlementFormProps) {
  const [failure, setFailure] = useState<(FormFailure & { title: string }) | null>(null);
  const [confirming, setConfirming] = useState<CreateWithdrawalBody | null>(null);
  const form = useConsoleForm<NewSettlementValues, unknown, CreateWithdrawalBody>({
    resolver,
    defaultValues: newSettlementDefaults,
  });
  const scope = useWatch({ control: form.control, name: "scope" });
  const branchId = useWatch({ control: form.control, name: "branchId" });
  const branchName =
    scope === "branch" ? (branches.find((branch) => branch.id === branchId)?.name ?? null) : null;
  const chosenBranch = scope === "branch" && branchId ? branchId : null;
  useEffect(() => onBranchChoice?.(chosenBranch), [onBranchChoice, chosenBranch]);
  // For one branch the request settles that branch's pool: its LKR when known exactly, else no figure.
  const branchLkr = branchName ? exactBranchLkr(branchPool) : null;
  const requestPool: Pool | undefined = branchName
    ? branchLkr !== null && typeof branchPool === "object"
      ? { lkr: Number(branchLkr), usdt: Number(branchPool.usdt) }
      : undefined
    : pool;
  const branchEmpty = branchName !== null && typeof branchPool === "object" && branchPool.count === 0;
  const nothingToSettle = isEmptyPool(pool) || branchEmpty;
  const approval = approvalText(thresholdLkr, requestPool);
  const branchText = branchName ? branchPoolText(branchName, branchPool) : null;
  const blocked = nothingToSettle || Boolean(todayRequest);

  async function send(body: CreateWithdrawalBody) {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      // A branch the service no longer accepts is a problem of the branch field.
      if (isBffError(error) && error.details.some((detail) => detail.field === "branchId")) {
        const rest = await applyServerError(form.setError, error, { fields: ["branchId"] });
        if (rest) setFailure({ ...rest, title: "The settlement was not requested" });
        return;
      }
      const words = refusalWords(error, body.branchId ? branchName : null);
      setFailure({
        title: words.title,
        message: words.message,
        requestId: isBffError(error) ? error.requestId : null,
      });
    }
  }

  const scopeText = branchName ? `the paid payments of ${branchName}` : "the merchant's paid payments";
  return (
    <>
      <CheckedForm form={form} checks={checks} onSubmit={setConfirming} className="grid gap-6">
        <FormFailureAlert failure={failure} title={failure?.title} />
        <FormNotice
          message={
            todayRequest
              ? todayText(todayRequest)
              : nothingToSettle && !branchEmpty
                ? "Nothing to settle right now: every paid payment is already in a settlement request. Payments become available here once they are paid."
                : null
          }
        />
        {!blocked && approval ? (
          <p className="text-sm" data-testid="settlement-approval-note">
            {approval}
          </p>
        ) : null}
        <FormSection
          title="What to settle"
          description="Settle the whole merchant at once, or the payments of one branch."
        >
          <FormField
            control={form.control}
            name="scope"
            render={({ field }) => (
              <ChoiceGroup<SettlementScope>
                legend="Payments to settle"
                name="scope"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (value === "merchant") form.clearErrors("branchId");
                }}
                choices={[
                  {
                    value: "merchant",
                    label: "Whole merchant",
                    description: "Every branch's unsettled paid payments, and those without a branch.",
                  },
                  {
                    value: "branch",
                    label: "One branch",
                    description: "Only the unsettled paid payments of the branch you choose.",
                  },
                ]}
              />
            )}
          />
          {scope === "branch" ? (
            <SelectField
              control={form.control}
              name="branchId"
              label="Branch"
              disabled={branchesLoading}
              description={
                branches.length === 0 && !branchesLoading
                  ? "This merchant has no active branch; settle the whole merchant instead."
                  : "Active branches only. The money still goes to the merchant's one bank account."
              }
              extra={
                branchText ? (
                  <p className="text-sm" aria-live="polite" data-testid="settlement-branch-pool">
                    {branchText}
                  </p>
                ) : null
              }
            >
              <option value="">{branchesLoading ? "Loading branches…" : "Choose a branch"}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </FormSection>
        <WhatHappens branchName={branchName} pool={pool} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          {blocked ? (
            <Button type="submit" disabled>
              Request settlement
            </Button>
          ) : (
            <SubmitButton pending={form.formState.isSubmitting}>Request settlement</SubmitButton>
          )}
        </div>
      </CheckedForm>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Request this settlement?"
        description={
          <>
            The service settles {scopeText} that are not in a request yet
            {requestPool ? `, about ${formatAmount(requestPool.lkr, "LKR")} net now` : ""}. Below{" "}
            {autoApproveText} it is approved and the transfer starts at once, which cannot be undone; above,
            it waits for review. No other request can be made today while this one is active.
            {approval ? ` ${approval}` : ""}
          </>
        }
        confirmLabel="Request settlement"
        pendingLabel="Requesting…"
        destructive={false}
        onConfirm={async () => {
          if (confirming) await send(confirming);
        }}
      />
    </>
  );
}
