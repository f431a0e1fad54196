"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { BackLink } from "@/components/detail/back-link";
import { RecordQueryStates } from "@/components/detail/record-query-states";
import { FormSkeleton } from "@/components/forms/form-skeleton";
import { useCreateAnother } from "@/components/forms/use-create-another";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { PageHeader } from "@/components/shell/page-header";
import { StatusBadge } from "@/components/status-badge";
import type { DirectDebitPayment } from "@/lib/payments-api/direct-debit";
import { contractLimitText } from "../contract-limit-text";
import { contractPages } from "../detail/contract-not-found";
import { contractHref } from "../hrefs";
import { NotChargeable } from "../not-chargeable";
import { contractDetailOptions } from "../queries";
import { useChargeContract } from "../use-contract-mutations";
import type { ChargeInput } from "./charge-form-values";
import { ChargeResult } from "./charge-result";

// The form's code loads after the page, so the page's first load stays within its budget
// (docs/performance.md); the server draws the form's shape meanwhile.
const ChargeForm = dynamic(() => import("./charge-form").then((m) => m.ChargeForm), {
  ssr: false,
  loading: () => <FormSkeleton label="Loading the charge form" />,
});

/** The charge page: the form for a signed contract, then the charge's result; otherwise why it cannot be. */
export function ChargeContract({ accountId, contractId }: { accountId: string; contractId: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const detail = contractDetailOptions(accountId, contractId);
  const query = useQuery(detail);
  const charge = useChargeContract(accountId, contractId);
  const page = useCreateAnother<{ payment: DirectDebitPayment; charged: ChargeInput }>();
  const back = contractHref(accountId, contractId);

  if (!query.isSuccess)
    return <RecordQueryStates query={query} pages={contractPages} accountId={accountId} />;

  const contract = query.data;
  const header = (
    <>
      <BackLink href={back}>{contract.serviceName}</BackLink>
      <PageHeader
        title="Charge the contract"
        description={`${contract.serviceName} · ${contract.merchantContractCode} · up to ${contractLimitText(contract)} per charge`}
      >
        <div>
          <StatusBadge kind="contract" status={contract.status} />
        </div>
      </PageHeader>
    </>
  );

  if (page.made) {
    return (
      <div className="grid gap-2">
        {header}
        <ChargeResult
          accountId={accountId}
          contract={contract}
          payment={page.made.payment}
          charged={page.made.charged}
          onChargeAgain={page.createAnother}
        />
      </div>
    );
  }
  if (contract.status !== "SIGNED") {
    return (
      <div className="grid gap-2">
        {header}
        <NotChargeable status={contract.status} back={back} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-2">
      {header}
      <LazyPartBoundary what="The charge form">
        <ChargeForm
          key={page.formKey}
          contract={contract}
          onSubmit={async (body) => {
            page.show({ payment: await charge.mutateAsync(body), charged: body });
            window.scrollTo({ top: 0 });
          }}
          refreshStatus={async () => (await client.fetchQuery({ ...detail, staleTime: 0 })).status}
          onCancel={() => router.push(back)}
        />
      </LazyPartBoundary>
    </div>
  );
}
