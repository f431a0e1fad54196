"use client";

import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { Amount } from "@/components/money/amount-cell";
import { figuresKey } from "@/components/overview/figures-queries";
import { consoleGet } from "@/data/bff";
import type { PricedAmounts } from "@/lib/figures";
import type { PaymentListItem } from "@/lib/payments-api/payments";

// The payments list carries each payment's USDT amount only; a payment priced in LKR is read first in LKR,
// the amount the merchant asked for. The payment index knows that LKR side (server/index/priced-handler.ts):
// one read per page of rows, under the figures' key so live payment events refresh it.

const PricedContext = createContext<PricedAmounts>({});
const NONE: PricedAmounts = {};

export function pricedKey(accountId: string, ids: readonly string[]) {
  return [...figuresKey(accountId), "priced", [...ids].sort()] as const;
}

/** Reads the LKR side of these rows' payments and gives it to their amount cells. */
export function PricedAmountsProvider({
  accountId,
  rows,
  children,
}: {
  accountId: string;
  rows: readonly Pick<PaymentListItem, "id">[] | undefined;
  children: ReactNode;
}) {
  const ids = (rows ?? []).map((row) => row.id);
  const query = useQuery({
    queryKey: pricedKey(accountId, ids),
    queryFn: ({ signal }) =>
      consoleGet<PricedAmounts>(
        accountId,
        `figures/priced?ids=${ids.map(encodeURIComponent).join(",")}`,
        signal,
      ),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
  return <PricedContext.Provider value={query.data ?? NONE}>{children}</PricedContext.Provider>;
}

/** "LKR 4,250.00 · USDT 14.166667" for a payment priced in LKR, else its USDT amount; right-aligned. */
export function PaymentAmountCell({
  payment,
}: {
  payment: Pick<PaymentListItem, "id" | "amount" | "currency">;
}) {
  const priced = useContext(PricedContext)[payment.id];
  return (
    <div className="flex flex-wrap items-baseline justify-end gap-x-1.5 text-right">
      {priced ? (
        <>
          <Amount value={priced.lkr} currency="LKR" />
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <Amount value={payment.amount} currency={payment.currency} className="text-muted-foreground" />
        </>
      ) : (
        <Amount value={payment.amount} currency={payment.currency} />
      )}
    </div>
  );
}
