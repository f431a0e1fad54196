"use client";

import { useQuery } from "@tanstack/react-query";
import { QueryErrorState } from "@/components/query-error-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { CHARGES_POLL_MS, chargesMoving } from "./charge-polling";
import { ChargesSkeleton } from "./charges-skeleton";
import { ContractChargesCard } from "./contract-charges-card";
import { contractChargesOptions } from "./schedule-queries";
import { SchedulesCard } from "./schedules-card";

/**
 * The contract's schedules and every charge the console made for it, read again every few seconds while a
 * charge is on its way or a schedule falls due today, so a first charge shows without a reload.
 */
export function ContractChargesSection({
  accountId,
  contract,
  canWrite,
}: {
  accountId: string;
  contract: Contract;
  canWrite: boolean;
}) {
  const query = useQuery({
    ...contractChargesOptions(accountId, contract.id),
    refetchInterval: (q) => (chargesMoving(q.state.data, new Date()) ? CHARGES_POLL_MS : false),
  });
  if (query.isPending) return <ChargesSkeleton />;
  if (query.isError)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Charges</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryErrorState query={query} title="The contract's charges could not be loaded" />
        </CardContent>
      </Card>
    );
  return (
    <>
      <SchedulesCard
        accountId={accountId}
        contract={contract}
        schedules={query.data.schedules}
        canWrite={canWrite}
      />
      <ContractChargesCard
        accountId={accountId}
        contract={contract}
        answer={query.data}
        canCharge={canWrite}
      />
    </>
  );
}
