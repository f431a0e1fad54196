"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractsHref } from "../hrefs";
import { useCreateContract } from "../use-contract-mutations";
import { useContractingScenarios } from "../use-scenarios";
import { ContractCreated } from "./contract-created";
import { NewContractForm } from "./new-contract-form";

/** The form, then the approval view of the contract it created; "New contract" starts a fresh form. */
export function NewContract({
  accountId,
  lockedBranchId,
  canCharge,
}: {
  accountId: string;
  lockedBranchId: string | null;
  canCharge: boolean;
}) {
  const router = useRouter();
  const scenarios = useContractingScenarios(accountId);
  const branches = useBranchChoices(accountId);
  const create = useCreateContract(accountId);
  const [created, setCreated] = useState<Contract | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (created) {
    return (
      <ContractCreated
        accountId={accountId}
        created={created}
        canCharge={canCharge}
        onCreateAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <NewContractForm
      key={formKey}
      scenarios={scenarios}
      branches={branches.active}
      branchesLoading={branches.isLoading}
      lockedBranchId={lockedBranchId}
      onSubmit={async (body) => {
        setCreated(await create.mutateAsync(body));
        window.scrollTo({ top: 0 });
      }}
      onCancel={() => router.push(contractsHref(accountId))}
    />
  );
}
