import { ShieldCheck } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type ApprovalView, approvalHref, approvalTitle } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import { ApprovalStatusBadge } from "./approval-status-badge";

export interface ApprovalsListProps {
  accountId: string;
  approvals: readonly ApprovalView[];
  /** The account's threshold, for the empty state's words; null when approvals are off. */
  thresholdLkr: string | null;
  /** Where the threshold is set, when the viewer may set it. */
  settingsHref: string | null;
}

function Empty({ thresholdLkr, settingsHref }: Pick<ApprovalsListProps, "thresholdLkr" | "settingsHref">) {
  return (
    <EmptyState
      icon={ShieldCheck}
      title="No requests yet"
      description={
        thresholdLkr === null
          ? "Approvals are off for this account: payouts and settlements are sent as soon as they are confirmed."
          : `Payouts and settlements that take this account above ${formatAmount(thresholdLkr, "LKR")} in 24 hours appear here until a second person approves or rejects them.`
      }
      action={
        settingsHref ? (
          <Link href={settingsHref} className="text-sm underline underline-offset-4">
            {thresholdLkr === null ? "Turn approvals on" : "Change the threshold"}
          </Link>
        ) : undefined
      }
    />
  );
}

/**
 * Waiting requests first, then decided ones, newest first within each: a table from tablet width, cards on a
 * phone, each leading to the request.
 */
export function ApprovalsList({ accountId, approvals, thresholdLkr, settingsHref }: ApprovalsListProps) {
  if (approvals.length === 0) return <Empty thresholdLkr={thresholdLkr} settingsHref={settingsHref} />;
  const ordered = [
    ...approvals.filter((approval) => approval.status === "pending"),
    ...approvals.filter((approval) => approval.status !== "pending"),
  ];
  return (
    <div className="grid gap-3">
      <div className="hidden rounded-lg border md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Requested</TableHead>
              <TableHead>What</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Requested by</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Decided by</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ordered.map((approval) => (
              <TableRow key={approval.id} data-testid="approval-row">
                <TableCell className="whitespace-nowrap">
                  <DateCell value={approval.requestedAt} />
                </TableCell>
                <TableCell className="max-w-64 whitespace-normal">
                  <Link
                    href={approvalHref(accountId, approval.id)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {approvalTitle(approval)}
                  </Link>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatAmount(approval.amountLkr, "LKR")}
                </TableCell>
                <TableCell className="max-w-40 truncate">{approval.requesterName ?? "—"}</TableCell>
                <TableCell>
                  <ApprovalStatusBadge status={approval.status} />
                </TableCell>
                <TableCell className="max-w-40 truncate">{approval.deciderName ?? "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-2 md:hidden">
        {ordered.map((approval) => (
          <li key={approval.id} className="rounded-lg border p-3">
            <Link
              href={approvalHref(accountId, approval.id)}
              className="grid gap-1.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{approvalTitle(approval)}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatAmount(approval.amountLkr, "LKR")}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <ApprovalStatusBadge status={approval.status} />
                <span>by {approval.requesterName ?? "a former member"}</span>
                <DateCell value={approval.requestedAt} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
