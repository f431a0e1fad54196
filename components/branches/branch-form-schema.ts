import { z } from "zod";
import { branchWords } from "@/components/forms/labels";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { createBranchBodySchema, updateBranchBodySchema } from "@/lib/payments-api/branches";
import { toCreateBranchBody, toFullBranchPatch } from "./branch-form-values";

// The branch forms' checks: the contract's schemas (and zod with them). The forms load this module when they
// are first focused or checked (components/forms/lazy-checks.ts), not with their page.

const formValuesSchema = z.object({
  name: z.string(),
  code: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  messagingGroupId: z.string(),
});

/** The form's text, turned into the body, checked by the contract's own schemas. */
export const createBranchFormSchema = formValuesSchema
  .transform(toCreateBranchBody)
  .pipe(createBranchBodySchema);
export const editBranchFormSchema = formValuesSchema
  .transform(toFullBranchPatch)
  .pipe(updateBranchBodySchema);

export const createBranchResolver = wordedZodResolver(createBranchFormSchema, { words: branchWords });
export const editBranchResolver = wordedZodResolver(editBranchFormSchema, { words: branchWords });
