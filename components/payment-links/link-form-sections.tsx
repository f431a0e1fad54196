"use client";

import { useFormContext } from "react-hook-form";
import type { BranchChoice } from "@/components/branches/branch-options";
import { FormSection } from "@/components/forms/form-section";
import { TextField } from "@/components/forms/text-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { LinkFormValues } from "./link-form-values";
import { LinkAvailabilityFields, LinkRedirectFields, LinkReferenceFields } from "./link-options-fields";
import { LinkPricingFields } from "./link-pricing-fields";

export interface LinkFormSectionsProps {
  mode: "create" | "edit";
  branches: readonly BranchChoice[];
  branchesLoading?: boolean;
  lockedBranchId?: string | null;
}

/** Every field of a payment link, grouped the way a merchant thinks about it. */
export function LinkFormSections({
  mode,
  branches,
  branchesLoading = false,
  lockedBranchId = null,
}: LinkFormSectionsProps) {
  const { control } = useFormContext<LinkFormValues>();
  return (
    <>
      <FormSection title="What it is for" description="Customers see the name and description.">
        <TextField control={control} name="name" label="Name" autoComplete="off" />
        <FormField
          control={control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormSection>
      <FormSection title="Price">
        <LinkPricingFields mode={mode} />
      </FormSection>
      <FormSection title="Availability">
        <LinkAvailabilityFields />
      </FormSection>
      <FormSection title="After payment" description="All optional.">
        <LinkRedirectFields />
      </FormSection>
      <FormSection title="Reference">
        <LinkReferenceFields
          mode={mode}
          branches={branches}
          branchesLoading={branchesLoading}
          lockedBranchId={lockedBranchId}
        />
      </FormSection>
    </>
  );
}
