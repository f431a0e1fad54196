import { eq } from "drizzle-orm";
import { branches } from "../../db/schema";
import type { HandlerFor, HandlerMap } from "../../http/types";
import { createBranch } from "./create-branch";
import { findOwnBranch } from "./find-own-branch";
import { listBranches } from "./list-branches";
import { updateBranch } from "./update-branch";
import { branchToWire } from "./wire";

// GET /v1/branch/:id – the merchant's own branch.
const getBranch: HandlerFor<"getBranch"> = async ({ services, merchant, params }) => {
  const branch = await findOwnBranch(services.db, merchant.id, params.id);
  return { body: branchToWire(branch) };
};

// DELETE /v1/branch/:id – soft deactivation (history keeps pointing at it); 204, idempotent.
const deleteBranch: HandlerFor<"deleteBranch"> = async ({ services, merchant, params }) => {
  const branch = await findOwnBranch(services.db, merchant.id, params.id);
  if (branch.isActive) {
    await services.db
      .update(branches)
      .set({ isActive: false, updatedAt: services.clock.now() })
      .where(eq(branches.id, branch.id));
  }
  return { status: 204 };
};

export const branchHandlers = {
  createBranch,
  listBranches,
  getBranch,
  updateBranch,
  deleteBranch,
} satisfies HandlerMap;
