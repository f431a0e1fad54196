"use client";

import { useQuery } from "@tanstack/react-query";
import { DetailCard } from "@/components/detail/detail-card";
import { DetailHeader } from "@/components/detail/detail-header";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { NotFoundState, type NotFoundWords } from "@/components/detail/not-found-state";
import { DetailQueryStates } from "@/components/query-error-state";
import { useLiveStatus } from "@/components/shell/live-updates";
import { StatusBadge } from "@/components/status-badge";
import { CopyButton } from "@/components/ui/copy-button";
import type { Offramp } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact } from "../format";
import { offrampHref } from "../hrefs";
import { offrampDetailOptions } from "../queries";
import { OfframpTimeline } from "./offramp-timeline";
import { PayoutFailureAlert, PayoutRecipientCard } from "./payout-recipient";

// Until webhooks reach open pages, a payout on its way is looked at again now and then; the sandbox
// settles in about five seconds.
const OPEN_POLL_MS = 5_000;
const isOpen = (offramp: Offramp | undefined) =>
  offramp?.status === "PENDING" || offramp?.status === "PROCESSING";

/** One payout: who was paid, why it failed (if it did), amounts, rate, references and its status timeline. */
export function OfframpDetail({ accountId, paymentId }: { accountId: string; paymentId: string }) {
  const listHref = offrampHref(accountId);
  const live = useLiveStatus();
  const query = useQuery({
    ...offrampDetailOptions(accountId, paymentId),
    // Changes arrive through the account's event stream; only while it is down does the page look again.
    refetchInterval: (current) => (live === "paused" && isOpen(current.state.data) ? OPEN_POLL_MS : false),
  });

  if (!query.isSuccess)
    return (
      <DetailQueryStates
        query={query}
        loading={<PayoutDetailSkeleton />}
        notFound={<NotFoundState {...payoutNotFound} listHref={listHref} />}
        notFoundStatuses={[403, 404]}
        failedTitle="The payout could not be loaded"
      />
    );

  const offramp = query.data;
  return (
    <div className="grid gap-6">
      <DetailHeader
        backHref={listHref}
        backLabel="Offramp"
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground">Payout</p>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight tabular-nums">
            {formatLkr(offramp.amountLkr)}
            <StatusBadge kind="offramp" status={offramp.status} />
          </h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatUsdtExact(offramp.amountUsdt)} at {formatRate(offramp.rateUsdtLkr)} per USDT
          </p>
        </div>
      </DetailHeader>
      <PayoutFailureAlert accountId={accountId} offramp={offramp} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-6">
          <PayoutRecipientCard accountId={accountId} offramp={offramp} />
          <DetailCard
            title="Details"
            className="content-start"
            layout="rows"
            items={[
              { label: "Payout id", value: <CopyableId value={offramp.paymentId} label="payout id" /> },
              {
                label: "Your reference",
                value: <CopyableId value={offramp.externalRef} label="reference" />,
              },
              {
                label: "Amount (USDT)",
                value: <span className="tabular-nums">{formatUsdtExact(offramp.amountUsdt)}</span>,
              },
              {
                label: "Amount (LKR)",
                value: <span className="tabular-nums">{formatLkr(offramp.amountLkr)}</span>,
              },
              {
                label: "Rate",
                value: <span className="tabular-nums">1 USDT = {formatRate(offramp.rateUsdtLkr)}</span>,
              },
              {
                label: "Bank reference",
                value: offramp.bankRef ? <CopyableId value={offramp.bankRef} label="bank reference" /> : null,
              },
            ]}
          />
        </div>
        <OfframpTimeline offramp={offramp} />
      </div>
    </div>
  );
}

function CopyableId({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <code className="font-mono text-xs break-all">{value}</code>
      <CopyButton value={value} label={`Copy ${label}`} className="size-7 shrink-0" />
    </span>
  );
}

/** The payout page while it loads. */
export const PayoutDetailSkeleton = () => (
  <DetailSkeleton label="Loading the payout" main={["h-72"]} side={["h-72"]} />
);

export const payoutNotFound: NotFoundWords = {
  title: "Payout not found",
  description:
    "No payout with this id belongs to this account. Check the id, or find the payout in the report.",
  listLabel: "All payouts",
};
