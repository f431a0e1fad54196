"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { Amount } from "@/components/money/amount-cell";
import { apiQueries } from "@/data/queries";
import { decimal } from "@/lib/money";
import { FeeBreakdownTable } from "../fee-breakdown-table";
import { estimateFees } from "./fee-estimate";
import type { NewPaymentValues } from "./new-payment-values";

/**
 * The current LKR rate, where the member may ask for one: the aggregator quote locks a rate and is the
 * only rate the API shows. Without it, LKR estimates stay in LKR.
 */
function useRate(accountId: string, enabled: boolean): number | null {
  const quote = useQuery({
    ...apiQueries(accountId).getAggregatorQuote({ query: { amount_usdt: 1 } }),
    enabled,
    staleTime: 50_000,
    retry: false,
  });
  return quote.data?.rateUsdtLkr ?? null;
}

/** A live estimate of the fees and the net amount, updated as the amount and currency change. */
export function FeePreview({ accountId, canQuote }: { accountId: string; canQuote: boolean }) {
  const { control } = useFormContext<NewPaymentValues>();
  const [amount, currency] = useWatch({ control, name: ["amount", "currency"] });
  const rate = useRate(accountId, canQuote && currency === "LKR");
  const estimate = estimateFees(amount, currency, rate);

  if (estimate.kind === "none") {
    return (
      <p className="text-sm text-muted-foreground">Enter an amount to see the fees and what you receive.</p>
    );
  }
  if (estimate.kind === "lkr-only") {
    const b = estimate.breakdown;
    return (
      <div className="grid gap-2 text-sm" aria-live="polite">
        <p>
          You receive about <Amount value={b.netAmountUSDT} currency="LKR" className="font-semibold" /> after
          fees of <Amount value={b.totalFeesUSDT} currency="LKR" /> (
          {decimal(b.exchangeFeePercentage).toFixed()} % exchange, {decimal(b.serviceFeePercentage).toFixed()}{" "}
          % service).
        </p>
        <p className="text-muted-foreground">
          Estimate with the default fees. The USDT amounts are set at the sandbox&apos;s rate when the payment
          is created; the exact breakdown shows then.
        </p>
      </div>
    );
  }
  return (
    <div aria-live="polite">
      <FeeBreakdownTable
        breakdown={estimate.breakdown}
        rate={estimate.rate}
        caption={
          estimate.rate
            ? "Estimate with the default fees at the current quoted rate; the rate of creation applies."
            : "Estimate with the default fees (0.5 % exchange, 1.0 % service); the exact breakdown shows after creation."
        }
      />
    </div>
  );
}
