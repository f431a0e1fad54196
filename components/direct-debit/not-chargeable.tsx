import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import type { Answered } from "@/lib/payments-api/common";
import type { ContractStatus } from "@/lib/payments-api/direct-debit";
import { notChargeableMessage } from "./contract-refusals";

/** What a page that charges a contract shows instead of its form when the contract is not signed. */
export function NotChargeable({ status, back }: { status: Answered<ContractStatus>; back: string }) {
  return (
    <EmptyState
      title="This contract cannot be charged"
      description={notChargeableMessage("other", status)}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={back}>Back to the contract</Link>
        </Button>
      }
    />
  );
}
