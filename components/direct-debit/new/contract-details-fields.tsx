"use client";

import { useFormContext } from "react-hook-form";
import { type BranchChoice, BranchOptions } from "@/components/branches/branch-options";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { UrlFields as UrlFieldGroup } from "@/components/forms/url-fields";
import type { NewContractValues } from "./contract-form-values";

/** What the customer is signing up for, and the merchant's own reference for it. */
export function ServiceFields({
  branches,
  branchesLoading,
  lockedBranchId,
}: {
  branches: readonly BranchChoice[];
  branchesLoading: boolean;
  lockedBranchId: string | null;
}) {
  const { control } = useFormContext<NewContractValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        control={control}
        name="serviceName"
        label="Service name"
        autoComplete="off"
        maxLength={32}
        placeholder="Tea Club, monthly box"
        description="Shown to the customer when they approve; at most 32 characters."
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name="merchantContractCode"
        label="Contract code (optional)"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        description="Your own reference: letters and digits, at most 32, unique. Left empty, the service makes one."
      />
      <SelectField
        control={control}
        name="branchId"
        label="Branch"
        disabled={lockedBranchId !== null || branchesLoading}
        description={
          lockedBranchId
            ? "Contracts you create belong to your branch."
            : "Optional; the contract and its charges are counted for this branch."
        }
      >
        <BranchOptions branches={branches} loading={branchesLoading} none="No branch" />
      </SelectField>
    </div>
  );
}

/** Where the provider sends the customer after approving or declining, and where events go. */
export function UrlFields() {
  return (
    <UrlFieldGroup<NewContractValues>
      fields={[
        {
          name: "returnUrl",
          label: "Return URL",
          placeholder: "https://shop.example/subscribed",
          description: "Where the customer goes after approving.",
        },
        {
          name: "cancelUrl",
          label: "Cancel URL",
          placeholder: "https://shop.example/plans",
          description: "Where the customer goes if they decline.",
        },
      ]}
      webhook={{
        label: "Webhook URL (optional)",
        placeholder: "https://shop.example/api/contracts",
        events: "this contract (signed, terminated, expired)",
      }}
    />
  );
}
