import { z } from "zod";
import { readControlBody } from "../../control/input";
import type { RouteRegistrar } from "../../http/types";
import { presentPayment } from "./present";
import { transitionPayment } from "./transitions";

const simulateBodySchema = z.object({ outcome: z.enum(["PAID", "FAILED", "EXPIRED", "USER_REVIEW"]) });

/** docs/service-rules.md §10: POST /sandbox/payments/:id/simulate plays the customer or the provider. */
export const registerPaymentControl: RouteRegistrar = (app, services) => {
  app.post("/sandbox/payments/:id/simulate", async (c) => {
    const { outcome } = await readControlBody(c, simulateBodySchema, services);
    const row = await transitionPayment(services, c.req.param("id"), outcome);
    return c.json(presentPayment(row, services), 200);
  });
};
