import { CheckCircle2, Info } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import Link from "@/components/ui/link";
import { formatLkr, formatRate, formatUsdtExact } from "../format";
import { offrampDetailHref } from "../hrefs";
import type { PayoutOutcome } from "./use-payout-submission";

/** What the service answered: the payout (PENDING when new), and where to follow it. */
export function PayoutResult({
  accountId,
  outcome,
  onAnother,
}: {
  accountId: string;
  outcome: PayoutOutcome;
  onAnother: () => void;
}) {
  const { offramp, earlier } = outcome;
  return (
    <div className="grid gap-4">
      {earlier ? (
        <Alert variant="warning" role="status">
          <Info aria-hidden="true" />
          <AlertTitle>This payout was made earlier</AlertTitle>
          <AlertDescription>
            An earlier attempt with the same reference got through although no answer reached this page. The
            service sent that payout back and paid nothing new. Start a new payout if you still need one.
          </AlertDescription>
        </Alert>
      ) : (
        <div role="status" className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          Payout created
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-lg border p-4 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="justify-self-end">
          <StatusBadge kind="offramp" status={offramp.status} />
        </dd>
        <dt className="text-muted-foreground">End-user receives</dt>
        <dd className="text-right font-semibold tabular-nums">{formatLkr(offramp.amountLkr)}</dd>
        <dt className="text-muted-foreground">You sent</dt>
        <dd className="text-right tabular-nums">{formatUsdtExact(offramp.amountUsdt)}</dd>
        <dt className="text-muted-foreground">Rate</dt>
        <dd className="text-right tabular-nums">1 USDT = {formatRate(offramp.rateUsdtLkr)}</dd>
        <dt className="text-muted-foreground">Payout id</dt>
        <dd className="flex min-w-0 items-center justify-end gap-1">
          <code className="truncate font-mono text-xs">{offramp.paymentId}</code>
          <CopyButton value={offramp.paymentId} label="Copy payout id" className="size-7" />
        </dd>
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="min-w-0 truncate text-right font-mono text-xs">{offramp.externalRef}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        The bank transfer runs next: the payout turns Processing, then Completed with the bank's reference, or
        Failed with the amount refunded to your float.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAnother}>
          New payout
        </Button>
        <Button asChild>
          <Link href={offrampDetailHref(accountId, offramp.paymentId)}>Open the payout</Link>
        </Button>
      </div>
    </div>
  );
}
