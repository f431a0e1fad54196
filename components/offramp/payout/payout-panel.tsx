"use client";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { FloatBalance } from "./float-balance";
import { PayoutFlow } from "./payout-flow";

/** The payout flow in a side panel (full width on phones), with the float balance above it. */
export function PayoutPanel({
  accountId,
  open,
  onOpenChange,
}: {
  accountId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full max-w-none overflow-x-hidden overflow-y-auto sm:max-w-lg">
        <SheetHeader className="pr-10">
          <SheetTitle>New payout</SheetTitle>
          <SheetDescription>
            Send LKR from your float to an end-user&apos;s bank account, at a rate locked for 60 seconds.
          </SheetDescription>
        </SheetHeader>
        {/* Padding on both sides at every width; min-w-0 keeps wide rows (amount and button) inside it. The
            balance shares the form's edges. */}
        <div className="grid min-w-0 gap-4 px-4 pb-6">
          <FloatBalance accountId={accountId} />
          <PayoutFlow accountId={accountId} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
