import { ArrowLeftRight } from "lucide-react";
import { NoAccess } from "@/components/shell/no-access";
import { EmptyState } from "@/components/ui/empty-state";

/** A member whose role does not include this part of an aggregator account. */
export function AggregatorNoAccess({ what }: { what: string }) {
  return (
    <NoAccess
      title={`Your role cannot see ${what}`}
      message="Payouts and the float are for owners, admins and finance. Ask an owner or admin of this merchant account if you need access."
    />
  );
}

/** An account the payments service has not made an aggregator: it has no float and cannot pay out. */
export function NotAggregator() {
  return (
    <EmptyState
      icon={ArrowLeftRight}
      titleAs="h1"
      title="This account does not pay out"
      description="Payouts, the float and its reports belong to aggregator accounts. The payments service has not given this merchant account the AGGREGATOR role; your account manager can."
    />
  );
}
