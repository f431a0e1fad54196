"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { AddAccountButton } from "./add-account-button";
import { type AddAccountAction, AddAccountForm } from "./add-account-form";

/** The dialog with the add-account form, loaded when first opened (add-account-dialog.tsx). */
export function AddAccountDialogContent({
  action,
  label,
  openOnMount,
}: {
  action: AddAccountAction;
  label: string;
  openOnMount: boolean;
}) {
  const [open, setOpen] = useState(openOnMount);
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <AddAccountButton label={label} />
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add a merchant account</DialogTitle>
          <DialogDescription>
            Connect the console to a merchant of the payments service with its API key. You become its owner.
          </DialogDescription>
        </DialogHeader>
        <AddAccountForm
          action={action}
          onCancel={() => setOpen(false)}
          onAdded={(accountId) => {
            setOpen(false);
            toast.success("Merchant account added");
            router.push(`/accounts/${accountId}`);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
