import { formatAmount } from "@/lib/format";
import { type Decimal, decimal, divide, multiply, roundLkr } from "@/lib/money";
import type { Contract } from "@/lib/payments-api/direct-debit";

export type LimitTerms = Pick<
  Contract,
  "currency" | "singleUpperLimit" | "singleUpperLimitLkr" | "slippageBps"
>;

/** The LKR a charge may reach at the rate of the day: the limit plus the slippage, rounded to cents. */
export function lkrWithSlippage(limitLkr: Decimal | number, bps: number): Decimal {
  return roundLkr(divide(multiply(limitLkr, 10_000 + bps), 10_000));
}

/**
 * Why an amount in the contract's own currency is over what the customer agreed to, or null: a USDT
 * amount against the USDT limit, an LKR amount against the LKR limit with its slippage (the service
 * converts at the rate of the moment and has the last word).
 */
export function overContractLimit(amount: string, contract: LimitTerms): string | null {
  const value = decimal(amount);
  if (contract.currency === "USDT" && value.gt(contract.singleUpperLimit))
    return `Each charge is at most ${formatAmount(contract.singleUpperLimit, "USDT")}, the contract's limit`;
  if (contract.currency === "LKR" && contract.singleUpperLimitLkr != null) {
    const agreed = lkrWithSlippage(contract.singleUpperLimitLkr, Number(contract.slippageBps ?? 0));
    if (value.gt(agreed))
      return `Each charge is at most ${formatAmount(agreed, "LKR")}, the contract's limit with its slippage`;
  }
  return null;
}
