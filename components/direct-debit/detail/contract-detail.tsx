"use client";

import { useQuery } from "@tanstack/react-query";
import { RefreshCw, Wallet } from "lucide-react";
import dynamic from "next/dynamic";
import { BackLink } from "@/components/detail/back-link";
import { RecordQueryStates } from "@/components/detail/record-query-states";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { ApprovalCard } from "../approval/approval-card";
import { contractLimitText } from "../contract-limit-text";
import { ContractTerms } from "../contract-terms";
import { chargeContractHref, contractsHref } from "../hrefs";
import { useFollowSigning } from "../new/use-follow-contract";
import { contractDetailOptions } from "../queries";
import { ChargesSkeleton } from "../schedules/charges-skeleton";
import { SigningStatus } from "../signing-status";
import { ContractIdentifiersCard, ContractUsageCard } from "./contract-cards";
import { contractPages } from "./contract-not-found";
import { ContractTimeline } from "./contract-timeline";
import { SyncOutcome } from "./sync-outcome";
import { TerminateContractButton } from "./terminate-contract-button";
import { useSyncWithChanges } from "./use-sync-with-changes";

// The charges and schedules load after the page (they are read from the console's own routes anyway), so
// the schedule calendar and its schemas stay out of the page's first load (docs/performance.md).
const ContractChargesSection = dynamic(
  () => import("../schedules/contract-charges-section").then((m) => m.ContractChargesSection),
  { ssr: false, loading: () => <ChargesSkeleton /> },
);

/**
 * The approval QR code of an unsigned contract, followed as the creation page follows it: the page syncs
 * every few seconds (a member who may sync) and turns Signed by itself.
 */
function FollowedApproval({
  accountId,
  contract,
  canSync,
}: {
  accountId: string;
  contract: Contract;
  canSync: boolean;
}) {
  const { following, error } = useFollowSigning(accountId, contract, canSync);
  return (
    <ApprovalCard
      contract={contract}
      status={
        canSync ? (
          <SigningStatus following={following} error={error} />
        ) : (
          <p className="text-muted-foreground">
            The contract turns signed once the customer approves and someone syncs it.
          </p>
        )
      }
    />
  );
}

/** One contract, every field: terms, charges, identifiers, timeline; sync, charge and terminate. */
export function ContractDetail({
  accountId,
  contractId,
  canWrite,
  signedAt = null,
}: {
  accountId: string;
  contractId: string;
  canWrite: boolean;
  /** When its contract.signed event said it was signed; null when the console did not hear it. */
  signedAt?: string | null;
}) {
  const query = useQuery(contractDetailOptions(accountId, contractId));
  const sync = useSyncWithChanges(accountId, contractId);

  if (!query.isSuccess)
    return <RecordQueryStates query={query} pages={contractPages} accountId={accountId} />;

  const contract = query.data;
  const signed = contract.status === "SIGNED";
  const awaiting = contract.status === "INITIATED";
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <BackLink href={contractsHref(accountId)}>Direct debit</BackLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{contract.serviceName}</h1>
              <StatusBadge kind="contract" status={contract.status} className="text-sm" />
            </div>
            <p className="text-sm text-muted-foreground">
              <span className="font-mono">{contract.merchantContractCode}</span> · up to{" "}
              {contractLimitText(contract)} per charge
            </p>
          </div>
          {canWrite ? (
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="outline" onClick={() => sync.run(contract)} loading={sync.pending}>
                {sync.pending ? null : <RefreshCw aria-hidden="true" />}
                Sync
              </Button>
              {signed ? (
                <>
                  <Button asChild>
                    <Link href={chargeContractHref(accountId, contract.id)}>
                      <Wallet aria-hidden="true" />
                      Charge
                    </Link>
                  </Button>
                  <TerminateContractButton
                    accountId={accountId}
                    contract={contract}
                    onTerminated={sync.dismiss}
                  />
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        {sync.result ? <SyncOutcome result={sync.result} onDismiss={sync.dismiss} /> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Terms</CardTitle>
            </CardHeader>
            <CardContent>
              <ContractTerms accountId={accountId} contract={contract} layout="columns" />
            </CardContent>
          </Card>
          <ContractUsageCard contract={contract} />
          <LazyPartBoundary what="The contract's charges">
            <ContractChargesSection accountId={accountId} contract={contract} canWrite={canWrite} />
          </LazyPartBoundary>
          <ContractIdentifiersCard contract={contract} />
        </div>
        {/* On phones an unsigned contract leads with its QR code: that is what the customer needs. */}
        <div className={cn("grid min-w-0 content-start gap-6", awaiting && "order-first lg:order-none")}>
          {awaiting && contract.qrContent ? (
            <FollowedApproval accountId={accountId} contract={contract} canSync={canWrite} />
          ) : null}
          <ContractTimeline contract={contract} signedAt={signedAt} />
        </div>
      </div>
    </div>
  );
}
