import { isUniqueViolation } from "../../db/errors";
import { branches } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { branchToWire } from "./wire";

export const CODE_INDEX = "branches_merchant_code_unique";

// POST /v1/branch – 201 with the branch; the unique index decides duplicates, so two racing creates cannot both win.
export const createBranch: HandlerFor<"createBranch"> = async ({ services, merchant, body }) => {
  const now = services.clock.now();
  try {
    const [row] = await services.db
      .insert(branches)
      .values({
        merchantId: merchant.id,
        name: body.name,
        code: body.code,
        address: body.address ?? null,
        city: body.city ?? null,
        postalCode: body.postalCode ?? null,
        phone: body.phone ?? null,
        messagingGroupId: body.messagingGroupId ?? null,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("Branch insert returned no row");
    return { status: 201, body: branchToWire(row) };
  } catch (error) {
    if (isUniqueViolation(error, CODE_INDEX)) throw conflict("Branch code already exists");
    throw error;
  }
};
