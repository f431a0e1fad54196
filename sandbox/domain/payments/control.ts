import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { toValidationDetails, validationSummary } from "@/lib/payments-api";
import { ApiError, badRequest } from "../../http/errors";
import type { RouteRegistrar } from "../../http/types";
import type { Services } from "../../services";
import { presentPayment } from "./present";
import { transitionPayment } from "./transitions";

const simulateBodySchema = z.object({ outcome: z.enum(["PAID", "FAILED", "EXPIRED", "USER_REVIEW"]) });

async function readJsonObject(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Request body must be a JSON object");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return body;
}

async function simulate(c: Context, services: Services) {
  const input = await readJsonObject(c);
  const parsed = simulateBodySchema.safeParse(input);
  if (!parsed.success) {
    const details = toValidationDetails(parsed.error, input);
    throw badRequest(validationSummary(details), details);
  }
  const row = await transitionPayment(services, c.req.param("id") ?? "", parsed.data.outcome);
  return c.json(presentPayment(row, services), 200);
}

/** Decisions §10: POST /sandbox/payments/:id/simulate plays the customer or the provider. */
export const registerPaymentControl: RouteRegistrar = (app, services) => {
  app.post("/sandbox/payments/:id/simulate", async (c) => {
    try {
      return await simulate(c, services);
    } catch (error) {
      if (error instanceof ApiError) return c.json(error.toBody(), error.status as ContentfulStatusCode);
      throw error;
    }
  });
};
