"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { type BranchChoice, BranchOptions } from "@/components/branches/branch-options";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { UrlFields } from "@/components/forms/url-fields";
import type { LinkFormValues } from "./link-form-values";

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
  return (
    <UrlFields<LinkFormValues>
      fields={[
        {
          name: "successUrl",
          label: "Success URL",
          placeholder: "https://shop.example/thanks",
          description: "Where the customer goes after paying.",
        },
        {
          name: "cancelUrl",
          label: "Cancel URL",
          placeholder: "https://shop.example/cart",
          description: "Where the customer goes if they give up.",
        },
      ]}
      webhook={{
        label: "Webhook URL",
        placeholder: "https://shop.example/api/payments",
        events: "this link's payments",
      }}
    />
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
        <BranchOptions branches={branches} loading={branchesLoading} none="No branch" current={branchId} />
      </SelectField>
    </div>
  );
}
