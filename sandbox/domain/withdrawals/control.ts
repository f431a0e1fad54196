import { z } from "zod";
import { readControlBody } from "../../control/input";
import type { RouteRegistrar } from "../../http/types";
import { reviewWithdrawal } from "./review";

const reviewBody = z.object({
  decision: z.enum(["APPROVE", "REJECT", "CANCEL"]),
  reviewer: z.string().trim().min(1).max(255).optional(),
});

/** Control API (docs/service-rules.md §10): the platform admin reviews withdrawal requests. */
export const registerWithdrawalControl: RouteRegistrar = (app, services) => {
  // POST /sandbox/withdrawals/:id/review – approve, reject or cancel a PENDING request; answers the detail
  app.post("/sandbox/withdrawals/:id/review", async (c) => {
    const body = await readControlBody(c, reviewBody, services);
    const detail = await reviewWithdrawal(services, c.req.param("id"), body.decision, body.reviewer);
    return c.json(detail, 200);
  });
};
