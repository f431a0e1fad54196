"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";

export type RemoveAccountAction = (input: { accountId: string }) => Promise<ActionResult>;

export function RemoveAccountButton({
  accountId,
  accountName,
  action,
}: {
  accountId: string;
  accountName: string;
  action: RemoveAccountAction;
}) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Remove account
        </Button>
      }
      title={`Remove ${accountName}?`}
      description="The console forgets this account's key, its members and their invitations, and its received webhooks. The merchant and its payments at the payments service are not touched; the account can be added again with a key. The audit trail keeps a record."
      confirmLabel="Remove account"
      pendingLabel="Removing…"
      onConfirm={async () => {
        const result = await action({ accountId });
        if (!result.ok) {
          const id = result.requestId ? ` (request id ${result.requestId})` : "";
          return { error: `${result.message}${id}` };
        }
        toast.success(`${accountName} was removed from the console`);
        router.push("/settings/accounts");
      }}
    />
  );
}
