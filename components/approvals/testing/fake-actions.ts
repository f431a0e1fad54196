import { vi } from "vitest";
import type { Quote } from "@/lib/payments-api/offramp";
import type { ApprovalActions } from "../approval-card";

/** The fresh quote the fake actions answer: 1,000 USDT at 301.20, locked for a minute from now. */
export const freshQuote: Quote = {
  fxLockId: "9f0e1d2c-3b4a-4958-8776-655443322110",
  rateUsdtLkr: 301.2,
  amountUsdt: 1000,
  amountLkr: 301_200,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

/** The fresh quote's answer, compared with a requester's rate of 300.95; `shortfall` when the float is short. */
export function freshQuoteAnswer(shortfall: string | null = null) {
  return {
    ok: true as const,
    data: {
      quote: freshQuote,
      comparison: "1 USDT = 301.20 LKR, was 300.95: +0.08 %",
      changed: true,
      shortfall,
    },
  };
}

/** An approval card's actions as spies that all succeed, but for those a test replaces. */
export function fakeApprovalActions(overrides: Partial<ApprovalActions> = {}) {
  return {
    freshQuote: vi.fn(async () => freshQuoteAnswer()),
    approve: vi.fn(async () => ({ ok: true as const, data: null })),
    reject: vi.fn(async () => ({ ok: true as const, data: null })),
    retry: vi.fn(async () => ({ ok: true as const, data: null })),
    withdraw: vi.fn(async () => ({ ok: true as const, data: null })),
    ...overrides,
  } satisfies ApprovalActions;
}
