"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { urlInputProps } from "@/components/forms/url-input-props";
import { useWebhookUrlHint } from "@/components/webhook-url-hint";
import type { LinkFormValues } from "./link-form-values";

export interface BranchChoice {
  id: string;
  name: string;
  code: string;
}

const usageChoices = [
  { value: "reusable", label: "Reusable", description: "Accepts any number of payments." },
  { value: "single", label: "Single use", description: "Closes after its first payment." },
] as const;

/** How long and how often the link can be paid. */
export function LinkAvailabilityFields() {
  const { control, setValue } = useFormContext<LinkFormValues>();
  const reusable = useWatch({ control, name: "reusable" });
  return (
    <div className="grid gap-5">
      <ChoiceGroup
        legend="Usage"
        name="usage"
        value={reusable ? "reusable" : "single"}
        choices={usageChoices}
        onChange={(next) => setValue("reusable", next === "reusable", { shouldDirty: true })}
      />
      <TextField
        control={control}
        name="expirationDate"
        label="Expires"
        type="datetime-local"
        className="sm:max-w-72"
        description="Colombo time. Leave empty for a link that does not expire."
      />
    </div>
  );
}

/** Where the customer and your server are sent after a payment. */
export function LinkRedirectFields() {
  const { control } = useFormContext<LinkFormValues>();
  const webhookHint = useWebhookUrlHint(control, "this link's payments");
  return (
    <div className="grid gap-5">
      <TextField
        control={control}
        name="successUrl"
        label="Success URL"
        placeholder="https://shop.example/thanks"
        description="Where the customer goes after paying."
        {...urlInputProps}
      />
      <TextField
        control={control}
        name="cancelUrl"
        label="Cancel URL"
        placeholder="https://shop.example/cart"
        description="Where the customer goes if they give up."
        {...urlInputProps}
      />
      <TextField
        control={control}
        name="webhookUrl"
        label="Webhook URL"
        placeholder="https://shop.example/api/payments"
        description={webhookHint}
        {...urlInputProps}
      />
    </div>
  );
}

// The payments service does not say which link a payment came through; a payment carries the link's trade
// number, so only a link with one can list its payments (detail-payments.tsx).
const NOT_LISTED =
  "the console cannot list this link's payments: the payments service does not say which link a payment came through.";

function tradeNumberHint(fixed: boolean, given: boolean): string {
  if (fixed) return given ? "Cannot be changed." : `Cannot be changed. Without one, ${NOT_LISTED}`;
  return given
    ? "Your own reference, unique per link. The link's page lists the payments made with it."
    : `Optional, but without one ${NOT_LISTED}`;
}

/**
 * The trade number and the branch. Both are fixed once the link exists; a member scoped to one branch
 * creates links for that branch only.
 */
export function LinkReferenceFields({
  mode,
  branches,
  branchesLoading,
  lockedBranchId,
}: {
  mode: "create" | "edit";
  branches: readonly BranchChoice[];
  branchesLoading: boolean;
  lockedBranchId: string | null;
}) {
  const { control } = useFormContext<LinkFormValues>();
  const fixed = mode === "edit";
  const branchId = useWatch({ control, name: "branchId" });
  const tradeNo = useWatch({ control, name: "merchantTradeNo" });
  // A link's branch may since have been deactivated, or lie beyond the first page of branches.
  const listed = branchId === "" || branches.some((branch) => branch.id === branchId);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        control={control}
        name="merchantTradeNo"
        label="Merchant trade number"
        autoComplete="off"
        spellCheck={false}
        disabled={fixed}
        description={tradeNumberHint(fixed, tradeNo.trim() !== "")}
      />
      <SelectField
        control={control}
        name="branchId"
        label="Branch"
        disabled={fixed || lockedBranchId !== null || branchesLoading}
        description={
          fixed
            ? "Cannot be changed."
            : lockedBranchId
              ? "Links you create belong to your branch."
              : "Payments through this link are counted for this branch."
        }
      >
        <option value="">{branchesLoading ? "Loading branches…" : "No branch"}</option>
        {listed ? null : <option value={branchId}>{branchId}</option>}
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name} ({branch.code})
          </option>
        ))}
      </SelectField>
    </div>
  );
}
