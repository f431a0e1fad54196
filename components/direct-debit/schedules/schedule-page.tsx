"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { BackLink } from "@/components/detail/back-link";
import { RecordQueryStates } from "@/components/detail/record-query-states";
import { FormSkeleton } from "@/components/forms/form-skeleton";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { DetailQueryStates } from "@/components/query-error-state";
import { PageHeader } from "@/components/shell/page-header";
import { StatusBadge } from "@/components/status-badge";
import type { ContractChargesAnswer } from "@/lib/charge-schedules";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractLimitText } from "../contract-limit-text";
import { contractPages } from "../detail/contract-not-found";
import { contractHref } from "../hrefs";
import { contractDetailOptions } from "../queries";
import { contractChargesOptions } from "./schedule-queries";

// The form's code (and the shared schemas' zod) loads after the page, within the page's first-load budget.
export const ScheduleForm = dynamic(() => import("./schedule-form").then((m) => m.ScheduleForm), {
  ssr: false,
  loading: () => <FormSkeleton label="Loading the schedule form" />,
});

/**
 * The frame of the schedule pages: the contract and its charges read (each with its loading, not-found and
 * failure states), then the header and what `children` makes of them.
 */
export function SchedulePage({
  accountId,
  contractId,
  title,
  children,
}: {
  accountId: string;
  contractId: string;
  title: string;
  children: (contract: Contract, charges: ContractChargesAnswer) => ReactNode;
}) {
  const contract = useQuery(contractDetailOptions(accountId, contractId));
  const charges = useQuery(contractChargesOptions(accountId, contractId));
  const back = contractHref(accountId, contractId);
  if (!contract.isSuccess)
    return <RecordQueryStates query={contract} pages={contractPages} accountId={accountId} />;
  const header = (
    <>
      <BackLink href={back}>{contract.data.serviceName}</BackLink>
      <PageHeader
        title={title}
        description={`${contract.data.serviceName} · ${contract.data.merchantContractCode} · up to ${contractLimitText(contract.data)} per charge`}
      >
        <div>
          <StatusBadge kind="contract" status={contract.data.status} />
        </div>
      </PageHeader>
    </>
  );
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-2">
      {header}
      {charges.isSuccess ? (
        <LazyPartBoundary what="The schedule form">{children(contract.data, charges.data)}</LazyPartBoundary>
      ) : (
        <DetailQueryStates
          query={charges}
          loading={<FormSkeleton label="Loading the contract's schedules" />}
          notFound={null}
          notFoundStatuses={[]}
          failedTitle="The contract's schedules could not be loaded"
        />
      )}
    </div>
  );
}
