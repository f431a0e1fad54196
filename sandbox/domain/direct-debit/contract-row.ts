import { createHash } from "node:crypto";
import { ExchangeRateUnavailableError } from "@/lib/fees";
import { type Decimal, decimal, divide, multiply, roundLkr, roundUsdt } from "@/lib/money";
import type { ddContracts } from "../../db/schema";
import type { ReferenceSource } from "../../ids";

// The one mapping from a contract request to the row the sandbox stores, and the fields each later move
// sets. The API handlers write them; the demo seed builds its contracts with the same functions.

export type ContractInsert = typeof ddContracts.$inferInsert & {
  id: string;
  requestExpireTime: Date;
  createdAt: Date;
};

const SIGNING_WINDOW_MS = 15 * 60 * 1000;
/** The way a contract ended when the merchant terminated it through the API. */
const TERMINATED_BY_MERCHANT_API = 1;

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

export interface ContractLimit {
  /** USDT, what the provider is told. */
  singleUpperLimit: Decimal;
  singleUpperLimitLkr: Decimal | null;
  slippageBps: number | null;
}

/**
 * The per-payment limit (docs/service-rules.md §7): USDT as given; LKR ÷ rate × (1 + bps / 10000),
 * rounded once at the end, with the LKR amount kept beside it.
 */
export function contractLimit(
  currency: "USDT" | "LKR",
  limit: Decimal | number,
  slippageBps: number | undefined,
  rate: Decimal | null,
): ContractLimit {
  if (currency === "USDT") {
    return { singleUpperLimit: roundUsdt(limit), singleUpperLimitLkr: null, slippageBps: null };
  }
  if (rate === null) throw new ExchangeRateUnavailableError();
  const lkr = roundLkr(limit);
  const bps = slippageBps ?? 0;
  const buffer = decimal(10000 + bps).div(10000);
  return {
    singleUpperLimit: roundUsdt(multiply(divide(lkr, rate), buffer)),
    singleUpperLimitLkr: lkr,
    slippageBps: bps,
  };
}

export interface ContractRowInput {
  id: string;
  merchantId: string;
  publicUrl: string;
  branchId?: string | null;
  provider: string;
  /** Generated when absent. */
  merchantContractCode?: string | null;
  serviceName: string;
  scenarioId: string;
  currency: "USDT" | "LKR";
  limit: ContractLimit;
  webhookUrl?: string | null;
  returnUrl: string;
  cancelUrl: string;
  createdAt: Date;
}

/** A contract awaiting the user's signature, with its approval links and signing window. */
export function initiatedContractRow(input: ContractRowInput, refs: ReferenceSource): ContractInsert {
  const links = approvalUrls(input.publicUrl, input.id);
  return {
    id: input.id,
    merchantId: input.merchantId,
    branchId: input.branchId ?? null,
    paymentProvider: input.provider,
    merchantContractCode: input.merchantContractCode ?? `DD${refs.code(18)}`,
    preContractId: `PC${refs.digits(18)}`,
    bizId: refs.code(24),
    serviceName: input.serviceName,
    scenarioId: input.scenarioId,
    currency: input.currency,
    singleUpperLimit: input.limit.singleUpperLimit.toFixed(6),
    singleUpperLimitLkr: input.limit.singleUpperLimitLkr?.toFixed(2) ?? null,
    slippageBps: input.limit.slippageBps,
    contractEndTime: oneYearAfter(input.createdAt),
    requestExpireTime: new Date(input.createdAt.getTime() + SIGNING_WINDOW_MS),
    merchantAccountNo: merchantAccountNo(input.merchantId),
    status: "INITIATED",
    webhookUrl: input.webhookUrl ?? null,
    returnUrl: input.returnUrl,
    cancelUrl: input.cancelUrl,
    qrContent: links.qrContent,
    deepLink: links.deepLink,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  };
}

/** What the provider reports once the user has signed: its contract id and the user's open id. */
export function signedContractFields(refs: ReferenceSource) {
  return { status: "SIGNED", contractId: Number(refs.digits(12)), openUserId: `OU${refs.code(20)}` } as const;
}

/** A merchant's termination through the API. */
export function terminatedContractFields(at: Date, notes: string | null | undefined) {
  return {
    status: "TERMINATED",
    contractTerminationWay: TERMINATED_BY_MERCHANT_API,
    contractTerminationTime: at,
    terminationNotes: notes ?? null,
  } as const;
}
