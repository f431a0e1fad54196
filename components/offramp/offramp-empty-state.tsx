import { ArrowLeftRight, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export function OfframpEmptyState({
  filtered,
  onClear,
  newPayout,
}: {
  filtered: boolean;
  onClear: () => void;
  /** The "New payout" button; absent when the member may not pay out. */
  newPayout?: ReactNode;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No payouts match these filters"
        description="Try a longer period or another status, or clear the filters."
        action={
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        }
        className="m-4 border-0"
      />
    );
  }
  return (
    <EmptyState
      icon={ArrowLeftRight}
      title="No payouts yet"
      description="Payouts send LKR from your float to your end-users' bank accounts. They appear here as soon as they are created, from the API or from this console."
      action={newPayout}
      className="m-4 border-0"
    />
  );
}
