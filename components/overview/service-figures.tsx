"use client";

import { useQuery } from "@tanstack/react-query";
import { scheduleListOptions } from "@/components/direct-debit/schedules/schedule-queries";
import { apiQueries } from "@/data/queries";
import { formatAmount, formatCount } from "@/lib/format";
import { ServiceFigureCard } from "./figure-card";

export interface ServiceFigureRights {
  paymentLinks: boolean;
  contracts: boolean;
  settlements: boolean;
  /** Aggregators only, and only roles that may read money out. */
  floatBalance: boolean;
  payouts: boolean;
}

const base = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;

function PaymentLinksFigure({ accountId }: { accountId: string }) {
  const query = useQuery(apiQueries(accountId).listPaymentLinks({ query: { page: 1, pageSize: 1 } }));
  return (
    <ServiceFigureCard
      title="Payment links"
      description="Every payment link of the account, from the service."
      query={query}
      render={() => {
        const total = query.data?.total ?? 0;
        return {
          value: total,
          detail:
            total === 0
              ? "None yet"
              : // The link list has no status filter: the count is every link, deactivated ones included.
                `${formatCount(total, ["link", "links"])} in all, active or deactivated`,
          href: `${base(accountId)}/payment-links`,
          linkLabel: `${formatCount(total, ["payment link", "payment links"])}: open the list`,
        };
      }}
    />
  );
}

function ContractsFigure({ accountId }: { accountId: string }) {
  const query = useQuery(
    apiQueries(accountId).listDirectDebitContracts({ query: { page: 1, limit: 1, status: "INITIATED" } }),
  );
  return (
    <ServiceFigureCard
      title="Contracts awaiting signature"
      description="Direct-debit contracts the customer has not signed yet."
      query={query}
      render={() => {
        const total = query.data?.meta.totalItems ?? 0;
        return {
          value: total,
          detail: total === 0 ? "None waiting" : "Waiting for the customer to sign",
          href: `${base(accountId)}/direct-debit?status=INITIATED`,
          linkLabel: `${formatCount(total, ["contract", "contracts"])} awaiting signature: open the list`,
        };
      }}
    />
  );
}

function FailingSchedulesFigure({ accountId }: { accountId: string }) {
  const query = useQuery(scheduleListOptions(accountId, { countOnly: true }));
  return (
    <ServiceFigureCard
      title="Schedules with a failed charge"
      description="Live charge schedules whose last charge failed after every retry."
      query={query}
      render={() => {
        const total = query.data?.failingCount ?? 0;
        return {
          value: total,
          detail: total === 0 ? "None failing" : "Last charge failed after every retry",
          href: `${base(accountId)}/direct-debit`,
          linkLabel: `${formatCount(total, ["schedule", "schedules"])} with a failed charge: open the contracts`,
        };
      }}
    />
  );
}

function SettlementsFigure({ accountId }: { accountId: string }) {
  const query = useQuery(
    apiQueries(accountId).listWithdrawals({ query: { page: 1, limit: 1, status: "PENDING" } }),
  );
  return (
    <ServiceFigureCard
      title="Settlements awaiting review"
      description="Withdrawal requests the service has not reviewed yet."
      query={query}
      render={() => {
        const summary = query.data?.summary;
        const total = summary?.pendingCount ?? 0;
        return {
          value: total,
          detail:
            total === 0 || !summary
              ? "None waiting"
              : `${formatAmount(summary.lkrToBeClaimed, "LKR")} to be claimed`,
          href: `${base(accountId)}/settlements?status=PENDING`,
          linkLabel: `${formatCount(total, ["settlement", "settlements"])} awaiting review: open the list`,
        };
      }}
    />
  );
}

function FloatFigure({ accountId }: { accountId: string }) {
  const query = useQuery(apiQueries(accountId).getLedgerReport({ query: { page: 1, limit: 1 } }));
  return (
    <ServiceFigureCard
      title="Float balance"
      description="The LKR float payouts are paid from."
      query={query}
      render={() => {
        const balance = query.data?.summary.currentBalanceLkr ?? 0;
        return {
          value: formatAmount(String(balance), "LKR"),
          detail: "Available for payouts",
          href: `${base(accountId)}/reports/ledger`,
          linkLabel: `Float balance ${formatAmount(String(balance), "LKR")}: open the float ledger`,
        };
      }}
    />
  );
}

function PayoutsFigure({ accountId }: { accountId: string }) {
  const query = useQuery(
    apiQueries(accountId).getOfframpReport({ query: { page: 1, limit: 1, status: "PROCESSING" } }),
  );
  return (
    <ServiceFigureCard
      title="Payouts in progress"
      description="Payouts the bank has not completed yet."
      query={query}
      render={() => {
        const summary = query.data?.summary;
        const total = (summary?.pendingCount ?? 0) + (summary?.processingCount ?? 0);
        return {
          value: total,
          detail:
            total === 0 || !summary
              ? "None in progress"
              : `${formatCount(summary.pendingCount, ["pending", "pending"])}, ${formatCount(summary.processingCount, ["processing", "processing"])}`,
          href: `${base(accountId)}/offramp?status=PROCESSING`,
          linkLabel: `${formatCount(total, ["payout", "payouts"])} in progress: open the payouts`,
        };
      }}
    />
  );
}

/** Figures the service itself answers, each shown only to roles that may read it. */
export function ServiceFigures({ accountId, rights }: { accountId: string; rights: ServiceFigureRights }) {
  const any = Object.values(rights).some(Boolean);
  if (!any) return null;
  return (
    <section aria-labelledby="service-figures-heading" className="grid gap-3">
      <h2 id="service-figures-heading" className="text-lg font-semibold">
        Open items
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rights.paymentLinks ? <PaymentLinksFigure accountId={accountId} /> : null}
        {rights.contracts ? <ContractsFigure accountId={accountId} /> : null}
        {rights.contracts ? <FailingSchedulesFigure accountId={accountId} /> : null}
        {rights.settlements ? <SettlementsFigure accountId={accountId} /> : null}
        {rights.floatBalance ? <FloatFigure accountId={accountId} /> : null}
        {rights.payouts ? <PayoutsFigure accountId={accountId} /> : null}
      </div>
    </section>
  );
}
