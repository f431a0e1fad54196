import { BookOpen, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export function LedgerEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No ledger entries match these filters"
        description="Try a longer period or another type, or clear the filters."
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
      icon={BookOpen}
      title="The float ledger is empty"
      description="The first entry is a top-up (a credit) that the payments platform books when your LKR transfer arrives. Every payout then debits the float, and a failed payout refunds it. Ask your account manager how to top up."
      className="m-4 border-0"
    />
  );
}
