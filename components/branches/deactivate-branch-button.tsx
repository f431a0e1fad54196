"use client";

import { Ban } from "lucide-react";
import { failureWords } from "@/components/forms/toast-failure";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Branch } from "@/lib/payments-api/branches";
import { useDeactivateBranch } from "./use-branch-mutations";

/** Deactivates an active branch after a confirmation; a failure keeps the dialog open with the reason. */
export function DeactivateBranchButton({
  accountId,
  branch,
}: {
  accountId: string;
  branch: Pick<Branch, "id" | "name" | "code">;
}) {
  const deactivate = useDeactivateBranch(accountId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Ban aria-hidden="true" />
          Deactivate
        </Button>
      }
      title={`Deactivate ${branch.name}?`}
      description="New payments and links can no longer be assigned to this branch. Its payments, links and history are kept. The console cannot reactivate a branch."
      confirmLabel="Deactivate branch"
      pendingLabel="Deactivating…"
      onConfirm={async () => {
        try {
          await deactivate.mutateAsync(branch.id);
        } catch (error) {
          return { error: await failureWords(error, "The branch was not deactivated. Try again.") };
        }
      }}
    />
  );
}
