"use client";

import { DeactivateButton } from "@/components/detail/deactivate-button";
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
    <DeactivateButton
      title={`Deactivate ${branch.name}?`}
      description="New payments and links can no longer be assigned to this branch. Its payments, links and history are kept. The console cannot reactivate a branch."
      confirmLabel="Deactivate branch"
      failure="The branch was not deactivated. Try again."
      deactivate={() => deactivate.mutateAsync(branch.id)}
    />
  );
}
