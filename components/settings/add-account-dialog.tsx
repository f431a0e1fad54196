"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { type AddAccountAction, AddAccountForm } from "./add-account-form";

export function AddAccountDialog({
  action,
  label = "Add account",
}: {
  action: AddAccountAction;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {label}
        </Button>
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
