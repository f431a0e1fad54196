import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

export function ContractNotFound({ contractsHref }: { contractsHref: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Contract not found"
      description="No direct-debit contract with this id belongs to this account (or to your branch). Check the id, or find it in the list."
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={contractsHref}>All contracts</Link>
        </Button>
      }
    />
  );
}
