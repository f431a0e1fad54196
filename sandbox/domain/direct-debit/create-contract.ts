import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import { decimal, divide, multiply, roundLkr, roundUsdt } from "@/lib/money";
import { isUniqueViolation } from "../../db/errors";
import { ddContracts, ddScenarios } from "../../db/schema";
import { badRequest, conflict, fieldError } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomCode, randomDigits } from "../../ids";
import { requireUsableBranch } from "../branches/lookup";
import { contractToWire } from "./contract-wire";

const SIGNING_WINDOW_MS = 15 * 60 * 1000;
const CONTRACTING_PROVIDER = "EXCHANGEA_PAY";

/** The merchant's account number at the provider: stable per merchant, like a real onboarding id. */
export function merchantAccountNo(merchantId: string): string {
  const digits = BigInt(`0x${createHash("sha256").update(merchantId).digest("hex").slice(0, 15)}`).toString();
  return `2088${digits.padStart(12, "0").slice(0, 12)}`;
}

export function oneYearAfter(instant: Date): Date {
  const end = new Date(instant);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The hosted approval page; the deep link opens the same page from the wallet app. */
export function approvalUrls(publicUrl: string, contractId: string) {
  const qrContent = `${publicUrl}/direct-debit/approve/${contractId}`;
  return { qrContent, deepLink: `exchangeapay://contract/approve?url=${encodeURIComponent(qrContent)}` };
}

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

  let singleUpperLimit = roundUsdt(body.singleUpperLimit);
  let singleUpperLimitLkr: string | null = null;
  let slippageBps: number | null = null;
  if (body.currency === "LKR") {
    const rate = services.rates.current();
    if (rate === null) throw badRequest("exchange rate unavailable");
    const lkr = roundLkr(body.singleUpperLimit);
    slippageBps = body.slippageBps ?? 0;
    // LKR ÷ rate × (1 + bps / 10000), rounded once at the end.
    const buffer = decimal(10000 + slippageBps).div(10000);
    singleUpperLimit = roundUsdt(multiply(divide(lkr, rate), buffer));
    singleUpperLimitLkr = lkr.toFixed(2);
  }
  if (singleUpperLimit.gt(scenario.maxLimit)) {
    throw fieldError(
      "singleUpperLimit",
      "max",
      `singleUpperLimit must not exceed the scenario's maximum limit of ${decimal(scenario.maxLimit).toString()} USDT`,
    );
  }

  const now = services.clock.now();
  const id = randomUUID();
  const links = approvalUrls(services.config.publicUrl, id);
  try {
    const [row] = await db
      .insert(ddContracts)
      .values({
        id,
        merchantId: merchant.id,
        branchId: body.branchId ?? null,
        paymentProvider: body.provider,
        merchantContractCode: body.merchantContractCode ?? `DD${randomCode(18)}`,
        preContractId: `PC${randomDigits(18)}`,
        bizId: randomCode(24),
        serviceName: body.serviceName,
        scenarioId: scenario.id,
        currency: body.currency,
        singleUpperLimit: singleUpperLimit.toFixed(6),
        singleUpperLimitLkr,
        slippageBps,
        contractEndTime: oneYearAfter(now),
        requestExpireTime: new Date(now.getTime() + SIGNING_WINDOW_MS),
        merchantAccountNo: merchantAccountNo(merchant.id),
        status: "INITIATED",
        webhookUrl: body.webhookUrl ?? null,
        returnUrl: body.returnUrl,
        cancelUrl: body.cancelUrl,
        qrContent: links.qrContent,
        deepLink: links.deepLink,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("Contract insert returned no row");
    return { status: 201, body: contractToWire(row) };
  } catch (error) {
    if (isUniqueViolation(error, "dd_contracts_merchant_code_unique")) {
      throw conflict("merchantContractCode already exists");
    }
    throw error;
  }
};
