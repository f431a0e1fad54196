import type { z } from "zod";
import type {
  Branch,
  CreateBranchBody,
  createBranchBodySchema,
  UpdateBranchBody,
  updateBranchBodySchema,
} from "@/lib/payments-api/branches";

// The branch form's plain part: its values and the bodies built from them. The checks (the contract's
// schemas, and zod with them) are in branch-form-schema.ts, which the forms load when first used.

/** What the branch form holds; the names are the API's, so 400 details land on the right field. */
export type BranchFormValues = {
  name: string;
  code: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  messagingGroupId: string;
};

export type BranchFormField = keyof BranchFormValues;

export const emptyBranchFormValues: BranchFormValues = {
  name: "",
  code: "",
  address: "",
  city: "",
  postalCode: "",
  phone: "",
  messagingGroupId: "",
};

export const branchFormFields = Object.keys(emptyBranchFormValues) as BranchFormField[];

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());

export function toCreateBranchBody(values: BranchFormValues): CreateBranchBody {
  return {
    name: values.name,
    code: values.code,
    address: text(values.address),
    city: text(values.city),
    postalCode: text(values.postalCode),
    phone: text(values.phone),
    messagingGroupId: text(values.messagingGroupId),
  };
}

/** Every field as a PATCH would set it; a cleared optional field becomes null. */
export function toFullBranchPatch(values: BranchFormValues): UpdateBranchBody {
  return {
    name: values.name,
    code: values.code,
    address: text(values.address) ?? null,
    city: text(values.city) ?? null,
    postalCode: text(values.postalCode) ?? null,
    phone: text(values.phone) ?? null,
    messagingGroupId: text(values.messagingGroupId) ?? null,
  };
}

export type CreateBranchInput = z.output<typeof createBranchBodySchema>;
export type BranchPatch = z.output<typeof updateBranchBodySchema>;

/** Only the fields that differ from the branch as loaded. */
export function changedBranchPatch(next: BranchPatch, initial: BranchPatch): BranchPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value !== initial[key as keyof BranchPatch]) patch[key] = value;
  }
  return patch as BranchPatch;
}

export function branchToFormValues(branch: Branch): BranchFormValues {
  return {
    name: branch.name,
    code: branch.code,
    address: branch.address ?? "",
    city: branch.city ?? "",
    postalCode: branch.postalCode ?? "",
    phone: branch.phone ?? "",
    messagingGroupId: branch.messagingGroupId ?? "",
  };
}
