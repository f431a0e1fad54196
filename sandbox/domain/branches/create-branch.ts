import { isUniqueViolation } from "../../db/errors";
import { branches } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { branchToWire } from "./wire";

export const CODE_INDEX = "branches_merchant_code_unique";

export interface BranchFields {
  name: string;
  code: string;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  phone?: string | null;
  messagingGroupId?: string | null;
}

/** A new, active branch as stored; the demo seed builds its branches with it too. */
export function activeBranchRow(merchantId: string, fields: BranchFields, createdAt: Date) {
  return {
    merchantId,
    name: fields.name,
    code: fields.code,
    address: fields.address ?? null,
    city: fields.city ?? null,
    postalCode: fields.postalCode ?? null,
    phone: fields.phone ?? null,
    messagingGroupId: fields.messagingGroupId ?? null,
    isActive: true,
    createdAt,
    updatedAt: createdAt,
  } satisfies typeof branches.$inferInsert;
}

// POST /v1/branch – 201 with the branch; the unique index decides duplicates, so two racing creates cannot both win.
export const createBranch: HandlerFor<"createBranch"> = async ({ services, merchant, body }) => {
  const now = services.clock.now();
  try {
    const [row] = await services.db
      .insert(branches)
      .values(activeBranchRow(merchant.id, body, now))
      .returning();
    if (!row) throw new Error("Branch insert returned no row");
    return { status: 201, body: branchToWire(row) };
  } catch (error) {
    if (isUniqueViolation(error, CODE_INDEX)) throw conflict("Branch code already exists");
    throw error;
  }
};
