"use client";

import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { statusLook } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { isBffError } from "@/data/bff";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractLimitText } from "../contract-limit-text";
import { refusalKind, waitMessage } from "../contract-refusals";
import { useTerminateContract } from "../use-contract-mutations";

const MAX_NOTES = 256;

function failureMessage(error: unknown, contract: Contract): string {
  if (!isBffError(error)) return "The contract was not terminated. Try again in a moment.";
  const kind = refusalKind(error);
  if (kind === "rate-limited") return waitMessage(error);
  if (kind === "not-signed" || kind === "terminated" || kind === "expired") {
    return `Only a signed contract can be terminated; the service has it as ${statusLook("contract", contract.status).label.toLowerCase()} or changed since. Sync it to see its current status.`;
  }
  return error.message;
}

/**
 * Ends a signed contract after a confirmation that names what it means; the optional reason is sent as
 * `terminationNotes`. A refusal keeps the dialog open with the reason.
 */
export function TerminateContractButton({
  accountId,
  contract,
  onTerminated,
}: {
  accountId: string;
  contract: Contract;
  onTerminated?: () => void;
}) {
  const terminate = useTerminateContract(accountId, contract.id);
  const [notes, setNotes] = useState("");
  const notesId = useId();
  const countId = useId();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Ban aria-hidden="true" />
          Terminate
        </Button>
      }
      onOpenChange={(open) => (open ? setNotes("") : undefined)}
      title="Terminate this contract?"
      description={`“${contract.serviceName}” ends at once: you can no longer charge the customer under it (up to ${contractLimitText(contract)} a time), and it cannot be signed again. This cannot be undone. Charges already made are kept; to charge this customer again they must approve a new contract.`}
      confirmLabel="Terminate contract"
      pendingLabel="Terminating…"
      onConfirm={async () => {
        try {
          const reason = notes.trim();
          await terminate.mutateAsync(reason === "" ? undefined : reason);
          toast.success("Contract terminated", { description: contract.serviceName });
          onTerminated?.();
        } catch (error) {
          return { error: failureMessage(error, contract) };
        }
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={notesId}>Reason (optional)</Label>
        <Textarea
          id={notesId}
          value={notes}
          maxLength={MAX_NOTES}
          rows={3}
          aria-describedby={countId}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id={countId} className="text-xs text-muted-foreground">
          Kept with the contract as its termination notes; {MAX_NOTES - notes.length} of {MAX_NOTES}{" "}
          characters left.
        </p>
      </div>
    </ConfirmDialog>
  );
}
