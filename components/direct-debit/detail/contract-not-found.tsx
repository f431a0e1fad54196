import { NotFoundState } from "@/components/detail/not-found-state";

export function ContractNotFound({ contractsHref }: { contractsHref: string }) {
  return (
    <NotFoundState
      title="Contract not found"
      description="No direct-debit contract with this id belongs to this account (or to your branch). Check the id, or find it in the list."
      listHref={contractsHref}
      listLabel="All contracts"
    />
  );
}
