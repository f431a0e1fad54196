import { z } from "zod";
import { booleanStringSchema, limitMetaSchema, pageParam, sortOrderSchema, timestampSchema } from "./common";

export const createBranchBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  code: z.string().trim().min(1).max(50),
  address: z.string().max(255).optional(),
  city: z.string().max(100).optional(),
  postalCode: z.string().max(20).optional(),
  phone: z.string().max(20).optional(),
  messagingGroupId: z.string().max(50).optional(),
});
export type CreateBranchBody = z.input<typeof createBranchBodySchema>;

/** Any of the create fields; optional ones may be cleared with null. */
export const updateBranchBodySchema = createBranchBodySchema.partial().extend({
  address: z.string().nullish(),
  city: z.string().nullish(),
  postalCode: z.string().nullish(),
  phone: z.string().nullish(),
  messagingGroupId: z.string().nullish(),
});
export type UpdateBranchBody = z.input<typeof updateBranchBodySchema>;

export const branchSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullish(),
  city: z.string().nullish(),
  postalCode: z.string().nullish(),
  phone: z.string().nullish(),
  messagingGroupId: z.string().nullish(),
  isActive: z.boolean(),
  usesMerchantBankAccount: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Branch = z.infer<typeof branchSchema>;

/**
 * A list item: a whole branch (the specification's `data: [Branch...]`, and the sandbox sends them whole). The
 * service's list example leaves the contact fields out, and they are optional in the branch, so both read.
 */
export const branchListItemSchema = branchSchema;
export type BranchListItem = z.infer<typeof branchListItemSchema>;

export const branchListQuerySchema = z.object({
  page: pageParam(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().optional(),
  isActive: booleanStringSchema.optional(),
  sortBy: z.enum(["created_at", "name", "code"]).default("created_at"),
  sortOrder: sortOrderSchema.default("desc"),
});
export type BranchListQuery = z.input<typeof branchListQuerySchema>;

export const branchListResponseSchema = z.object({
  data: z.array(branchListItemSchema),
  meta: limitMetaSchema,
});
export type BranchListResponse = z.infer<typeof branchListResponseSchema>;
