"use client";

import { Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { FloatBalance } from "./float-balance";

// The flow's forms and checks load when a person opens it (or points at the button), not with the report.
const loadFlow = () => import("./payout-flow");
const PayoutFlow = dynamic(() => loadFlow().then((module) => module.PayoutFlow), {
  loading: () => (
    <div role="status" aria-label="Loading the payout form" className="grid gap-3">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-2/3" />
    </div>
  ),
});

/** "New payout": opens the payout flow in a side panel (full width on phones). */
export function NewPayoutButton({ accountId, size }: { accountId: string; size?: ButtonProps["size"] }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadFlow()}
        onFocus={() => void loadFlow()}
      >
        <Send aria-hidden="true" />
        New payout
      </Button>
      <SheetContent className="w-full max-w-none overflow-x-hidden overflow-y-auto sm:max-w-lg">
        <SheetHeader className="pr-10">
          <SheetTitle>New payout</SheetTitle>
          <SheetDescription>
            Send LKR from your float to an end-user&apos;s bank account, at a rate locked for 60 seconds.
          </SheetDescription>
          <FloatBalance accountId={accountId} />
        </SheetHeader>
        {/* Padding on both sides at every width; min-w-0 keeps wide rows (amount and button) inside it. */}
        <div className="min-w-0 px-4 pb-6">
          <PayoutFlow accountId={accountId} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
