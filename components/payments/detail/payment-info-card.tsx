"use client";

import { useQuery } from "@tanstack/react-query";
import { branchChoicesOptions } from "@/components/branches/queries";
import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import { IdValue } from "@/components/detail/detail-list";
import type { Payment } from "@/lib/payments-api/payments";

const providerNames: Record<string, string> = { EXCHANGEA: "Exchange A", EXCHANGEB: "Exchange B" };

function BranchName({ accountId, branchId }: { accountId: string; branchId: string }) {
  const branches = useQuery(branchChoicesOptions(accountId));
  const branch = branches.data?.data.find((candidate) => candidate.id === branchId);
  if (!branch) return <IdValue value={branchId} />;
  return (
    <span>
      {branch.name} <span className="text-muted-foreground">({branch.code})</span>
      {branch.isActive ? null : <span className="text-muted-foreground"> · inactive</span>}
    </span>
  );
}

/** Where and how the payment is taken: provider, branch, expiry. */
export function PaymentInfoCard({ accountId, payment }: { accountId: string; payment: Payment }) {
  return (
    <DetailCard
      title="Details"
      layout="rows"
      items={[
        {
          label: "Provider",
          value: (
            <>
              {providerNames[payment.paymentProvider] ?? payment.paymentProvider}{" "}
              <span className="font-mono text-xs text-muted-foreground">{payment.paymentProvider}</span>
            </>
          ),
        },
        {
          label: "Branch",
          value: payment.branchId ? (
            <BranchName accountId={accountId} branchId={payment.branchId} />
          ) : (
            <span className="text-muted-foreground">None (merchant-wide)</span>
          ),
        },
        { label: "Created", value: <DateCell value={payment.createdAt} layout="stacked" /> },
        {
          label: "Expires",
          value: <DateCell value={payment.expireTime} layout="stacked" kind="deadline" />,
        },
        {
          label: "Paid",
          value: payment.paidAt ? <DateCell value={payment.paidAt} layout="stacked" /> : null,
        },
      ]}
    />
  );
}
