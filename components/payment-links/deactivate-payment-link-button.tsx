"use client";

import { Ban } from "lucide-react";
import { failureWords } from "@/components/forms/toast-failure";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { useDeactivatePaymentLink } from "./use-payment-link-mutations";

/** Deactivates an active link after a confirmation; a failure keeps the dialog open with the reason. */
export function DeactivatePaymentLinkButton({
  accountId,
  link,
}: {
  accountId: string;
  link: Pick<PaymentLink, "id" | "name">;
}) {
  const deactivate = useDeactivatePaymentLink(accountId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Ban aria-hidden="true" />
          Deactivate
        </Button>
      }
      title="Deactivate this payment link?"
      description={`“${link.name}” will stop accepting payments at once. Payments already made through it are kept. A deactivated link cannot be turned back on.`}
      confirmLabel="Deactivate link"
      pendingLabel="Deactivating…"
      onConfirm={async () => {
        try {
          await deactivate.mutateAsync(link.id);
        } catch (error) {
          return { error: await failureWords(error, "The link was not deactivated. Try again.") };
        }
      }}
    />
  );
}
