import "server-only";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { paymentFigures } from "./figures";

export interface FiguresRouteDeps extends AccountRouteDeps {
  figuresDb?: () => ConsoleExecutor;
  now?: () => Date;
}

/** GET /api/accounts/:accountId/figures – today's and this week's payments from the index, branch-scoped. */
export function figuresHandler(deps: FiguresRouteDeps = {}) {
  const db = deps.figuresDb ?? getDb;
  return withAccount<{ accountId: string }>(
    async ({ requestId, access }) => {
      const figures = await paymentFigures(
        db(),
        access.account.id,
        { branchId: access.branchId },
        deps.now?.() ?? new Date(),
      );
      return jsonResponse(200, figures, baseHeaders(requestId));
    },
    { ...deps, permission: "payments:read" },
  );
}
