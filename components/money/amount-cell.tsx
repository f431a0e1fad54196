import { cn } from "@/lib/cn";
import { formatAmount } from "@/lib/format";
import type { Currency, DecimalInput } from "@/lib/money";

export interface AmountProps {
  value: DecimalInput;
  /** The API types currency as a string; anything other than USDT/LKR shows as its raw value and code. */
  currency: string;
  className?: string;
}

function isCurrency(code: string): code is Currency {
  return code === "USDT" || code === "LKR";
}

/** An amount with its currency, "LKR 1,250.00" or "USDT 12.345678", in tabular figures so columns line up. */
export function Amount({ value, currency, className }: AmountProps) {
  const text = isCurrency(currency) ? formatAmount(value, currency) : `${currency} ${String(value)}`;
  return <span className={cn("tabular-nums whitespace-nowrap", className)}>{text}</span>;
}

/** The table-cell form: right-aligned (the column declares `meta.align: "right"` for its header). */
export function AmountCell(props: AmountProps) {
  return (
    <div className="text-right">
      <Amount {...props} />
    </div>
  );
}
