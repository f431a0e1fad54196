"use client";

import { useRouter } from "next/navigation";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { useCreateAnother } from "@/components/forms/use-create-another";
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
  const page = useCreateAnother<Contract>();

  if (page.made) {
    return (
      <ContractCreated
        accountId={accountId}
        created={page.made}
        canCharge={canCharge}
        onCreateAnother={page.createAnother}
      />
    );
  }
  return (
    <NewContractForm
      key={page.formKey}
      scenarios={scenarios}
      branches={branches.active}
      branchesLoading={branches.isLoading}
      lockedBranchId={lockedBranchId}
      onSubmit={async (body) => {
        page.show(await create.mutateAsync(body));
        window.scrollTo({ top: 0 });
      }}
      onCancel={() => router.push(contractsHref(accountId))}
    />
  );
}
