import type { ReactNode } from "react";
import { TableCell, TableHead } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { DecimalInput } from "@/lib/decimal-text";
import { Amount } from "./amount-cell";

// A table of amounts in LKR and USDT side by side was wider than a phone: its box scrolled sideways and the
// USDT column was cut off. On a phone the two share one column, LKR over USDT; from the sm width on, each
// has its own. The hidden form is out of the accessibility tree (display: none), so it is read once.

/** The heads of the LKR and USDT columns ("Amount" on a phone). */
export function CurrencyPairHeads() {
  return (
    <>
      <TableHead scope="col" className="text-right sm:hidden">
        Amount
      </TableHead>
      <TableHead scope="col" className="hidden text-right sm:table-cell">
        LKR
      </TableHead>
      <TableHead scope="col" className="hidden text-right sm:table-cell">
        USDT
      </TableHead>
    </>
  );
}

/** One row's LKR and USDT amounts; "—" for an amount not known. */
export function CurrencyPairCells({
  lkr,
  usdt,
  className,
}: {
  lkr: DecimalInput | undefined;
  usdt: DecimalInput | undefined;
  className?: string;
}) {
  const lkrAmount: ReactNode = lkr === undefined ? "—" : <Amount value={lkr} currency="LKR" />;
  const usdtAmount: ReactNode = usdt === undefined ? "—" : <Amount value={usdt} currency="USDT" />;
  return (
    <>
      <TableCell className={cn("text-right sm:hidden", className)} data-slot="currency-pair">
        <span className="grid justify-items-end">
          <span>{lkrAmount}</span>
          <span className="text-xs text-muted-foreground">{usdtAmount}</span>
        </span>
      </TableCell>
      <TableCell className={cn("hidden text-right sm:table-cell", className)}>{lkrAmount}</TableCell>
      <TableCell className={cn("hidden text-right sm:table-cell", className)}>{usdtAmount}</TableCell>
    </>
  );
}
