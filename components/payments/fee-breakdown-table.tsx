import { Amount } from "@/components/money/amount-cell";
import { CurrencyPairCells, CurrencyPairHeads } from "@/components/money/currency-pair-cells";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { type DecimalInput, plainDecimal } from "@/lib/decimal-text";
import { formatRateLkr } from "@/lib/format-rate";

type UsdtKey = "grossAmountUSDT" | "exchangeFeePercentage" | "exchangeFeeAmountUSDT" | "serviceFeePercentage";
type UsdtRest = "serviceFeeAmountUSDT" | "totalFeesUSDT" | "netAmountUSDT";
type LkrKey =
  | "grossAmountLKR"
  | "exchangeFeeAmountLKR"
  | "serviceFeeAmountLKR"
  | "totalFeesLKR"
  | "netAmountLKR";

/** A breakdown as the service answers it (JSON numbers) or as a preview computes it (decimal strings). */
export type FeeBreakdownValues = Record<UsdtKey | UsdtRest, DecimalInput> &
  Partial<Record<LkrKey, DecimalInput>>;

export interface FeeBreakdownTableProps {
  breakdown: FeeBreakdownValues;
  /** LKR per USDT used for the LKR columns (the payment's snapshot, or the rate of an estimate). */
  rate?: DecimalInput | null;
  /** Caption under the table: "Estimate with the default fees". */
  caption?: string;
}

function percent(value: DecimalInput): string {
  return `${plainDecimal(value)} %`;
}

/** One row's amounts: USDT, and for LKR payments LKR with it (components/money/currency-pair-cells.tsx). */
function AmountCells({
  hasLkr,
  usdt,
  lkr,
  className,
}: {
  hasLkr: boolean;
  usdt: DecimalInput;
  lkr: DecimalInput | undefined;
  className?: string;
}) {
  if (hasLkr) return <CurrencyPairCells lkr={lkr} usdt={usdt} className={className} />;
  return (
    <TableCell className={cn("text-right", className)}>
      <Amount value={usdt} currency="USDT" />
    </TableCell>
  );
}

/**
 * Gross, both fees and net, in USDT and (for LKR payments) in LKR side by side. Gross equals fees plus net
 * exactly in both currencies: the service computes them that way (docs/service-rules.md §4).
 */
export function FeeBreakdownTable({ breakdown: b, rate, caption }: FeeBreakdownTableProps) {
  const hasLkr = b.grossAmountLKR !== undefined;
  const rows = [
    { label: "Gross amount", usdt: b.grossAmountUSDT, lkr: b.grossAmountLKR },
    {
      label: `Exchange fee (${percent(b.exchangeFeePercentage)})`,
      usdt: b.exchangeFeeAmountUSDT,
      lkr: b.exchangeFeeAmountLKR,
    },
    {
      label: `Service fee (${percent(b.serviceFeePercentage)})`,
      usdt: b.serviceFeeAmountUSDT,
      lkr: b.serviceFeeAmountLKR,
    },
  ];
  return (
    <div className="grid gap-2">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col">Item</TableHead>
            {hasLkr ? (
              <CurrencyPairHeads />
            ) : (
              <TableHead scope="col" className="text-right">
                USDT
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell className="whitespace-normal">{row.label}</TableCell>
              <AmountCells hasLkr={hasLkr} usdt={row.usdt} lkr={row.lkr} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell className="whitespace-normal text-muted-foreground">Total fees</TableCell>
            <AmountCells
              hasLkr={hasLkr}
              usdt={b.totalFeesUSDT}
              lkr={b.totalFeesLKR}
              className="text-muted-foreground"
            />
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow className="hover:bg-transparent">
            <TableCell className="whitespace-normal font-semibold">Net to you</TableCell>
            <AmountCells
              hasLkr={hasLkr}
              usdt={b.netAmountUSDT}
              lkr={b.netAmountLKR}
              className="font-semibold"
            />
          </TableRow>
        </TableFooter>
      </Table>
      {hasLkr && rate ? (
        <p className="text-sm text-muted-foreground">
          Exchange rate: 1 USDT = <span className="tabular-nums">{formatRateLkr(rate)}</span>
          {caption ? null : " (snapshot taken when the payment was created)"}
        </p>
      ) : null}
      {caption ? <p className="text-sm text-muted-foreground">{caption}</p> : null}
    </div>
  );
}
