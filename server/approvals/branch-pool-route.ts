import "server-only";
import type { BranchPoolAnswer } from "@/lib/branch-pool";
import { uuidSchema } from "@/lib/payments-api/common";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { upstreamFailure } from "@/server/reports/csv-export";
import { accountBranchPool } from "./unsettled-pool";

/** GET /api/accounts/:accountId/settlements/branch-pool?branchId=… – what one branch could claim now. */
export function branchPoolHandler(deps: AccountRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      const branchId = uuidSchema.safeParse(new URL(request.url).searchParams.get("branchId"));
      if (!branchId.success)
        throw new BffError("validation_failed", "Choose one of the merchant's branches.");
      try {
        const pool = await accountBranchPool(
          access.upstream().api,
          access.account.id,
          branchId.data,
          deps.db?.() ?? getDb(),
        );
        const answer: BranchPoolAnswer = { pool };
        return jsonResponse(200, answer, baseHeaders(requestId));
      } catch (error) {
        return upstreamFailure(error, requestId);
      }
    },
    { ...deps, permission: "withdrawals:read" },
  );
}
