import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import { decimal } from "@/lib/money";
import { isUniqueViolation } from "../../db/errors";
import { ddContracts, ddScenarios } from "../../db/schema";
import { badRequest, conflict, fieldError } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomReferences } from "../../ids";
import { requireUsableBranch } from "../branches/lookup";
import { contractLimit, initiatedContractRow } from "./contract-row";
import { contractToWire } from "./contract-wire";

const CONTRACTING_PROVIDER = "EXCHANGEA_PAY";

// POST /v1/direct-debit – a contract awaiting the user's signature
export const createDirectDebitContract: HandlerFor<"createDirectDebitContract"> = async ({
  services,
  merchant,
  body,
}) => {
  if (body.provider !== CONTRACTING_PROVIDER) {
    throw fieldError(
      "provider",
      "supported",
      `Provider ${body.provider} cannot create contracts; use EXCHANGEA_PAY`,
    );
  }
  const { db } = services;
  const [scenario] = isUuid(body.scenarioId)
    ? await db.select().from(ddScenarios).where(eq(ddScenarios.id, body.scenarioId))
    : [];
  if (!scenario) throw fieldError("scenarioId", "exists", "scenarioId must refer to a known scenario");
  if (!scenario.isActive) throw fieldError("scenarioId", "active", "The scenario is not active");
  if (scenario.paymentProvider !== body.provider) {
    throw fieldError("scenarioId", "provider", "The scenario does not belong to this provider");
  }
  await requireUsableBranch(db, merchant.id, body.branchId);

  const rate = services.rates.current();
  if (body.currency === "LKR" && rate === null) throw badRequest("exchange rate unavailable");
  const limit = contractLimit(body.currency, body.singleUpperLimit, body.slippageBps, rate);
  const { singleUpperLimit } = limit;
  if (singleUpperLimit.gt(scenario.maxLimit)) {
    throw fieldError(
      "singleUpperLimit",
      "max",
      `singleUpperLimit must not exceed the scenario's maximum limit of ${decimal(scenario.maxLimit).toString()} USDT`,
    );
  }

  const values = initiatedContractRow(
    {
      id: randomUUID(),
      merchantId: merchant.id,
      publicUrl: services.config.publicUrl,
      branchId: body.branchId,
      provider: body.provider,
      merchantContractCode: body.merchantContractCode,
      serviceName: body.serviceName,
      scenarioId: scenario.id,
      currency: body.currency,
      limit,
      webhookUrl: body.webhookUrl,
      returnUrl: body.returnUrl,
      cancelUrl: body.cancelUrl,
      createdAt: services.clock.now(),
    },
    randomReferences,
  );
  try {
    const [row] = await db.insert(ddContracts).values(values).returning();
    if (!row) throw new Error("Contract insert returned no row");
    return { status: 201, body: contractToWire(row) };
  } catch (error) {
    if (isUniqueViolation(error, "dd_contracts_merchant_code_unique")) {
      throw conflict("merchantContractCode already exists");
    }
    throw error;
  }
};
