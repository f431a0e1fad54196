"use client";

import { useQuery } from "@tanstack/react-query";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import { DetailHeader } from "@/components/detail/detail-header";
import { CopyableValue } from "@/components/detail/detail-list";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { NotFoundState, type NotFoundWords } from "@/components/detail/not-found-state";
import { formatDay } from "@/components/filters/date-window";
import { CurrencyPairCells, CurrencyPairHeads } from "@/components/money/currency-pair-cells";
import { DetailQueryStates } from "@/components/query-error-state";
import { StatusBadge } from "@/components/status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SettlementRequesters } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import type { WithdrawalDetail } from "@/lib/payments-api/withdrawals";
import { settlementsHref } from "../hrefs";
import { settlementDetailOptions } from "../queries";
import { requesterText } from "../requester";
import { branchLabel } from "../settlement-rules";
import { useSettlementRequesters } from "../use-settlement-requesters";
import { ReviewCard } from "./review-card";
import { SettledPayments } from "./settled-payments";

// No webhook tells of a review, so a request waiting for one is looked at again now and then; payment
// events on the account's stream mark it stale as well (data/live-events.ts).
const PENDING_POLL_MS = 15_000;

/** One settlement request: its amounts, every field of the service, its review, the payments it settles. */
export function SettlementDetail({ accountId, withdrawalId }: { accountId: string; withdrawalId: string }) {
  const listHref = settlementsHref(accountId);
  const query = useQuery({
    ...settlementDetailOptions(accountId, withdrawalId),
    refetchInterval: (current) => (current.state.data?.status === "PENDING" ? PENDING_POLL_MS : false),
  });
  const branches = useBranchChoices(accountId);
  const requesters = useSettlementRequesters(accountId, [withdrawalId]);

  if (!query.isSuccess)
    return (
      <DetailQueryStates
        query={query}
        loading={<SettlementDetailSkeleton />}
        notFound={<NotFoundState {...settlementNotFound} listHref={listHref} />}
        notFoundStatuses={[403, 404]}
        failedTitle="The settlement request could not be loaded"
      />
    );

  const withdrawal = query.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <DetailHeader
        backHref={listHref}
        backLabel="Settlements"
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground">
            Settlement request · {branchLabel(withdrawal.branchId, branches.nameOf)}
          </p>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
            Settlement of {formatDay(withdrawal.settlementDate)}
            <StatusBadge kind="withdrawal" status={withdrawal.status} />
          </h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatAmount(withdrawal.totalNetAmountLkr, "LKR")} net ·{" "}
            {formatAmount(withdrawal.totalNetAmountUsdt, "USDT")}
          </p>
        </div>
      </DetailHeader>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <AmountsCard withdrawal={withdrawal} />
          <DetailCard
            title="Details"
            items={detailItems(withdrawal, branchLabel(withdrawal.branchId, branches.nameOf), requesters)}
          />
        </div>
        <ReviewCard withdrawal={withdrawal} />
      </div>
      <SettledPayments accountId={accountId} payments={withdrawal.payments} />
    </div>
  );
}

function detailItems(w: WithdrawalDetail, branch: string, known: SettlementRequesters | undefined) {
  return [
    { label: "Bank reference", value: <CopyableValue value={w.bankRefId} label="Copy bank reference" /> },
    { label: "Status", value: <StatusBadge kind="withdrawal" status={w.status} /> },
    { label: "Settlement date", value: `${formatDay(w.settlementDate)} (Colombo)` },
    { label: "Branch", value: branch },
    { label: "Merchant", value: w.merchantName },
    { label: "Payments", value: String(w.totalPaymentsCount) },
    { label: "Requested by", value: requesterText(w, known) },
    { label: "Requested at", value: <DateCell value={w.requestedAt} layout="stacked" /> },
    { label: "Reviewed by", value: w.reviewedBy ?? null },
    { label: "Reviewed at", value: w.reviewedAt ? <DateCell value={w.reviewedAt} layout="stacked" /> : null },
    {
      label: "Merchant settlement id",
      value: w.merchantSettlementId ? (
        <CopyableValue value={w.merchantSettlementId} label="Copy merchant settlement id" />
      ) : null,
    },
    { label: "Request id", value: <CopyableValue value={w.id} label="Copy request id" /> },
    {
      label: "API key id",
      value: w.apiKeyId ? <CopyableValue value={w.apiKeyId} label="Copy API key id" /> : null,
    },
    { label: "Created", value: <DateCell value={w.createdAt} layout="stacked" /> },
    { label: "Updated", value: <DateCell value={w.updatedAt} layout="stacked" /> },
  ];
}

/** Gross, fees and net in both currencies; net is what reaches the bank. */
function AmountsCard({ withdrawal: w }: { withdrawal: WithdrawalDetail }) {
  const rows = [
    { label: "Gross amount", lkr: w.totalGrossAmountLkr, usdt: w.totalGrossAmountUsdt },
    { label: "Fees", lkr: w.totalFeesLkr, usdt: w.totalFeesUsdt },
    { label: "Net amount (to the bank)", lkr: w.totalNetAmountLkr, usdt: w.totalNetAmountUsdt },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Amounts</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label="Amounts of the request">
          <TableHeader>
            <TableRow>
              <TableHead>Item</TableHead>
              <CurrencyPairHeads />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.label} className={index === rows.length - 1 ? "font-medium" : undefined}>
                <TableHead scope="row" className="font-normal whitespace-normal">
                  {row.label}
                </TableHead>
                <CurrencyPairCells lkr={row.lkr} usdt={row.usdt} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** The settlement request's page while it loads. */
export const SettlementDetailSkeleton = () => (
  <DetailSkeleton label="Loading the settlement request" main={["h-72"]} side={["h-40"]} below={["h-64"]} />
);

export const settlementNotFound: NotFoundWords = {
  title: "Settlement request not found",
  description:
    "No settlement request with this id belongs to this account. Check the address, or find the request in the list.",
  listLabel: "All settlement requests",
};
