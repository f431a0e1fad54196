"use client";

import type { ComponentProps } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ChangeMemberForm } from "./members-change-form";

/** The dialog that changes a member's role and branch; loaded the first time a person opens it. */
export function ChangeMemberDialog({
  open,
  onOpenChange,
  who,
  accountName,
  ...form
}: ComponentProps<typeof ChangeMemberForm> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  who: string;
  accountName: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Change {who}</DialogTitle>
          <DialogDescription>
            Their role decides what they may do in {accountName}; a branch limits them to its payments, links
            and contracts. The change applies to their next page.
          </DialogDescription>
        </DialogHeader>
        <ChangeMemberForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
