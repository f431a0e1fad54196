import { DetailCard } from "@/components/detail/detail-card";
import { formatLkr, formatRate, formatUsdtExact } from "@/components/offramp/format";
import type { PayoutFileTotals as Totals } from "@/lib/bulk-payouts/payout-file-preview";
import { formatCount } from "@/lib/format";

const unknown = <span className="text-muted-foreground">could not be read</span>;

/** What the file comes to: its rows, its USDT, its LKR at the current rate and the float before and after. */
export function PayoutFileTotals({ totals }: { totals: Totals }) {
  const items = [
    { label: "Valid rows", value: formatCount(totals.validCount, ["payout", "payouts"]) },
    { label: "Refused rows", value: formatCount(totals.refusedCount, ["row", "rows"]) },
    { label: "Total", value: formatUsdtExact(totals.totalUsdt) },
    {
      label: "Indicative total in LKR",
      value:
        totals.indicativeLkr === null || totals.rateUsdtLkr === null ? (
          unknown
        ) : (
          <>
            {formatLkr(totals.indicativeLkr)}{" "}
            <span className="text-muted-foreground">at {formatRate(totals.rateUsdtLkr)} per USDT now</span>
          </>
        ),
    },
    {
      label: "Float balance now",
      value: totals.floatBeforeLkr === null ? unknown : formatLkr(totals.floatBeforeLkr),
    },
    {
      label: "Float balance after",
      value: totals.floatAfterLkr === null ? unknown : formatLkr(totals.floatAfterLkr),
    },
  ];
  return (
    <div data-slot="payout-file-totals">
      <DetailCard title="What this file pays" items={items} />
    </div>
  );
}
