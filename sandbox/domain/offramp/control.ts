import { eq } from "drizzle-orm";
import { z } from "zod";
import { roundLkr } from "@/lib/money";
import { readControlBody, readIdParam } from "../../control/input";
import { merchants } from "../../db/schema";
import { badRequest, fieldError, notFound } from "../../http/errors";
import type { RouteRegistrar } from "../../http/types";
import { requireAmountWithinLimit } from "../amount-limits";
import { appendLedgerEntry, lockMerchantFloat } from "./ledger";
import { findOfframp } from "./lookup";
import { OPEN_STATUSES, settleOfframp } from "./settle";
import { toWireLedgerEntry, toWireOfframp } from "./wire";

const floatBodySchema = z.object({
  amountLkr: z.number().finite().gt(0),
  bankRef: z.string().trim().min(1).max(255),
  notes: z.string().trim().max(1000).nullish(),
});

const settleBodySchema = z.object({
  outcome: z.enum(["COMPLETED", "FAILED"]),
  failureReason: z.string().trim().min(1).max(500).optional(),
});

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
const notSettleable = (status: string) =>
  badRequest(`Offramp is ${status}; only PENDING or PROCESSING offramps can be settled`);

/** Control API of the offramp family (docs/service-rules.md §10): float top-ups and bank outcomes. */
export const registerOfframpControl: RouteRegistrar = (app, services) => {
  // POST /sandbox/merchants/:id/float – a CREDIT top-up of the aggregator's LKR float.
  app.post("/sandbox/merchants/:id/float", async (c) => {
    const merchantId = readIdParam(c);
    const body = await readControlBody(c, floatBodySchema, services);
    const [merchant] = await services.db.select().from(merchants).where(eq(merchants.id, merchantId));
    if (!merchant) throw notFound("Merchant not found");
    if (!merchant.roles.includes("AGGREGATOR")) throw badRequest("Only AGGREGATOR merchants have a float");
    requireAmountWithinLimit("amountLkr", body.amountLkr);
    const amountLkr = roundLkr(body.amountLkr);
    if (amountLkr.lte(0)) throw fieldError("amountLkr", "min", "amountLkr must be at least 0.01");

    const entry = await services.db.transaction(async (tx) => {
      // Locked before reading the clock, so entries' times follow their sequence.
      await lockMerchantFloat(tx, merchantId);
      return appendLedgerEntry(tx, {
        merchantId,
        type: "CREDIT",
        amountLkr,
        bankRef: body.bankRef,
        notes: body.notes ?? null,
        createdAt: services.clock.now(),
      });
    });
    return c.json(toWireLedgerEntry(entry), 201);
  });

  // POST /sandbox/offramps/:id/settle – the bank's outcome for an open offramp.
  app.post("/sandbox/offramps/:id/settle", async (c) => {
    const offrampId = readIdParam(c);
    const body = await readControlBody(c, settleBodySchema, services);
    const offramp = await findOfframp(services.db, offrampId);
    if (!offramp) throw notFound("Offramp not found");
    if (!isOpen(offramp.status)) throw notSettleable(offramp.status);

    const settled = await settleOfframp(services, offrampId, body.outcome, body.failureReason);
    if (!settled) {
      // Settled by someone else between the read and the update.
      const latest = await findOfframp(services.db, offrampId);
      throw notSettleable(latest?.status ?? offramp.status);
    }
    return c.json(toWireOfframp(settled), 200);
  });
};
