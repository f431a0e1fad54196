import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updateBranchBodySchema } from "@/lib/payments-api";
import { isUniqueViolation } from "../../db/errors";
import { branches } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { CODE_INDEX } from "./create-branch";
import { findOwnBranch } from "./find-own-branch";
import { branchToWire } from "./wire";

type Changes = Partial<typeof branches.$inferInsert>;

const optionalFields = ["address", "city", "postalCode", "phone", "messagingGroupId"] as const;

/** Omitted fields stay as they are; null clears an optional field. */
function changesFrom(body: z.output<typeof updateBranchBodySchema>): Changes {
  const changes: Changes = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.code !== undefined) changes.code = body.code;
  for (const field of optionalFields) {
    const value = body[field];
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

// PATCH /v1/branch/:id – 200 with the updated branch; 409 when the new code is another branch's.
export const updateBranch: HandlerFor<"updateBranch"> = async ({ services, merchant, params, body }) => {
  const current = await findOwnBranch(services.db, merchant.id, params.id);
  const changes = changesFrom(body);
  if (Object.keys(changes).length === 0) return { body: branchToWire(current) };
  try {
    const [row] = await services.db
      .update(branches)
      .set({ ...changes, updatedAt: services.clock.now() })
      .where(eq(branches.id, current.id))
      .returning();
    if (!row) throw new Error("Branch update returned no row");
    return { body: branchToWire(row) };
  } catch (error) {
    if (isUniqueViolation(error, CODE_INDEX)) throw conflict("Branch code already in use");
    throw error;
  }
};
