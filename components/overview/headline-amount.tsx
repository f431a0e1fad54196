"use client";

import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import type { Currency } from "@/lib/decimal-text";
import { formatAmount, formatHeadlineAmount } from "@/lib/format";

/**
 * A headline amount to two decimals; when the currency has more (USDT), the exact amount is in its tooltip
 * and read out to screen readers (as DateCell does with times); the charts' tables show it too. Inside a
 * link (`inLink`), the exact amount is the element's title instead of a tooltip of its own.
 */
export function HeadlineAmount({
  value,
  currency,
  inLink = false,
}: {
  value: string;
  currency: Currency;
  inLink?: boolean;
}) {
  const headline = formatHeadlineAmount(value, currency);
  const exact = formatAmount(value, currency);
  if (exact === headline) return <>{headline}</>;
  if (inLink)
    return (
      <>
        <span title={`Exactly ${exact}`}>{headline}</span>
        <span className="sr-only">, exactly {exact}</span>
      </>
    );
  return (
    <>
      <LazyTooltip content={`Exactly ${exact}`}>
        <span>{headline}</span>
      </LazyTooltip>
      {/* The tooltip needs a pointer or focus; screen readers get the exact amount with the figure. */}
      <span className="sr-only">, exactly {exact}</span>
    </>
  );
}
