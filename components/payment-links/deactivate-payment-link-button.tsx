"use client";

import { DeactivateButton } from "@/components/detail/deactivate-button";
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
    <DeactivateButton
      title="Deactivate this payment link?"
      description={`“${link.name}” will stop accepting payments at once. Payments already made through it are kept. A deactivated link cannot be turned back on.`}
      confirmLabel="Deactivate link"
      failure="The link was not deactivated. Try again."
      deactivate={() => deactivate.mutateAsync(link.id)}
    />
  );
}
