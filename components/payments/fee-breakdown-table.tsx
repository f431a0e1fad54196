import { Amount } from "@/components/money/amount-cell";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
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
              <TableHead scope="col" className="text-right">
                LKR
              </TableHead>
            ) : null}
            <TableHead scope="col" className="text-right">
              USDT
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              {hasLkr ? (
                <TableCell className="text-right">
                  {row.lkr === undefined ? "—" : <Amount value={row.lkr} currency="LKR" />}
                </TableCell>
              ) : null}
              <TableCell className="text-right">
                <Amount value={row.usdt} currency="USDT" />
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell className="text-muted-foreground">Total fees</TableCell>
            {hasLkr ? (
              <TableCell className="text-right text-muted-foreground">
                {b.totalFeesLKR === undefined ? "—" : <Amount value={b.totalFeesLKR} currency="LKR" />}
              </TableCell>
            ) : null}
            <TableCell className="text-right text-muted-foreground">
              <Amount value={b.totalFeesUSDT} currency="USDT" />
            </TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow className="hover:bg-transparent">
            <TableCell className="font-semibold">Net to you</TableCell>
            {hasLkr ? (
              <TableCell className="text-right font-semibold">
                {b.netAmountLKR === undefined ? "—" : <Amount value={b.netAmountLKR} currency="LKR" />}
              </TableCell>
            ) : null}
            <TableCell className="text-right font-semibold">
              <Amount value={b.netAmountUSDT} currency="USDT" />
            </TableCell>
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
