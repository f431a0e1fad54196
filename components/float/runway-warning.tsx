import { TriangleAlert } from "lucide-react";
import { ledgerHref } from "@/components/offramp/hrefs";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { type Runway, runwaySentence } from "@/lib/float-runway";
import { formatAmount } from "@/lib/format";

/**
 * The banner every page of an aggregator account shows while the float's runway is below the threshold the
 * account set: how long it lasts, the threshold, and the way to the float ledger.
 */
export function RunwayWarning({
  accountId,
  runway,
  thresholdDays,
}: {
  accountId: string;
  runway: Runway;
  thresholdDays: number;
}) {
  return (
    <Alert variant="warning" className="mb-4" data-testid="runway-warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{runway.kind === "empty" ? "The float is empty" : "The float is running low"}</AlertTitle>
      <AlertDescription>
        <p>
          {runwaySentence(runway)} Balance {formatAmount(runway.balanceLkr, "LKR")}; this account warns below{" "}
          {thresholdDays === 1 ? "1 day" : `${thresholdDays} days`}. Top up the float before payouts fail.
        </p>
        <Link href={ledgerHref(accountId)} className="font-medium underline underline-offset-4">
          Open the float ledger
        </Link>
      </AlertDescription>
    </Alert>
  );
}
