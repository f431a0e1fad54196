"use client";

import { useFormContext } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextField } from "@/components/forms/text-field";
import type { BranchFormValues } from "./branch-form-values";

/** The fields of a branch: its identity, then how to reach it. */
export function BranchFormFields() {
  const { control } = useFormContext<BranchFormValues>();
  return (
    <>
      <FormSection title="Branch">
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField control={control} name="name" label="Name" autoComplete="off" />
          <TextField
            control={control}
            name="code"
            label="Code"
            autoComplete="off"
            spellCheck={false}
            description="Unique in this account, in any letter case."
          />
        </div>
      </FormSection>
      <FormSection title="Contact" description="All optional.">
        <TextField control={control} name="address" label="Address" autoComplete="street-address" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={control} name="city" label="City" autoComplete="address-level2" />
          <TextField control={control} name="postalCode" label="Postal code" autoComplete="postal-code" />
          <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
          <TextField
            control={control}
            name="messagingGroupId"
            label="Messaging group id"
            autoComplete="off"
            spellCheck={false}
            description="The group that receives this branch's notifications."
          />
        </div>
      </FormSection>
    </>
  );
}
