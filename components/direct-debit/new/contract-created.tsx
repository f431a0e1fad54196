"use client";

import { CheckCircle2, MinusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { ApprovalCard } from "../approval/approval-card";
import { contractLimitText } from "../contract-limit-text";
import { ContractTerms } from "../contract-terms";
import { chargeContractHref, contractHref } from "../hrefs";
import { SigningStatus } from "../signing-status";
import { useFollowContract } from "./use-follow-contract";

function Outcome({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">{actions}</CardContent>
    </Card>
  );
}

/**
 * After creation: the approval QR and links with the signing window counting down, while the page follows
 * the contract; then what happened, and the next step.
 */
export function ContractCreated({
  accountId,
  created,
  canCharge,
  onCreateAnother,
}: {
  accountId: string;
  created: Contract;
  canCharge: boolean;
  onCreateAnother: () => void;
}) {
  const { contract, following, error } = useFollowContract(accountId, created);
  const view = (
    <Button asChild variant="outline">
      <Link href={contractHref(accountId, contract.id)}>View contract</Link>
    </Button>
  );
  const another = (
    <Button variant="outline" onClick={onCreateAnother}>
      New contract
    </Button>
  );

  let main: ReactNode;
  if (contract.status === "SIGNED") {
    main = (
      <Outcome
        icon={<CheckCircle2 className="size-5 text-success" aria-hidden="true" />}
        title="Signed"
        actions={
          <>
            {canCharge ? (
              <Button asChild>
                <Link href={chargeContractHref(accountId, contract.id)}>Charge now</Link>
              </Button>
            ) : null}
            {view}
            {another}
          </>
        }
      >
        The customer approved the contract. You can charge it up to {contractLimitText(contract)} at a time.
      </Outcome>
    );
  } else if (contract.status === "INITIATED") {
    main = (
      <ApprovalCard contract={contract} status={<SigningStatus following={following} error={error} />} />
    );
  } else {
    main = (
      <Outcome
        icon={<MinusCircle className="size-5 text-muted-foreground" aria-hidden="true" />}
        title={contract.status === "EXPIRED" ? "Expired unsigned" : "No longer open"}
        actions={
          <>
            {another}
            {view}
          </>
        }
      >
        {contract.status === "EXPIRED"
          ? "The signing window closed before the customer approved. Create a new contract to ask again."
          : "The contract cannot be signed any more."}
      </Outcome>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-6">{main}</div>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            Contract created
            <StatusBadge kind="contract" status={contract.status} />
          </CardTitle>
          <CardDescription>What the customer is asked to approve.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ContractTerms accountId={accountId} contract={contract} />
          {/* Once settled the outcome card offers it; while unsigned, leaving here stops the following. */}
          {contract.status === "INITIATED" ? <div>{view}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
