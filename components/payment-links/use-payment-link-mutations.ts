"use client";

import { useDeactivateRecord, useSaveRecord } from "@/components/detail/record-mutations";
import { bffApi } from "@/data/api";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import type { CreatePaymentLinkInput } from "./create-payment-link-form";
import type { LinkPatch } from "./link-form-values";

export function useCreatePaymentLink(accountId: string) {
  return useSaveRecord(accountId, "payment-links", {
    save: (body: CreatePaymentLinkInput) => bffApi(accountId).createPaymentLink({ body }),
    saved: (link) => ["Payment link created", link.name],
    failed: "The link was not created",
  });
}

export function useUpdatePaymentLink(accountId: string, linkId: string) {
  return useSaveRecord(accountId, "payment-links", {
    save: (patch: LinkPatch) => bffApi(accountId).updatePaymentLink({ params: { id: linkId }, body: patch }),
    saved: (link) => ["Payment link saved", link.name],
    failed: "The link was not saved",
  });
}

/** DELETE deactivates: the link reads as inactive at once, as it was if the service refuses. */
export function useDeactivatePaymentLink(accountId: string) {
  return useDeactivateRecord<PaymentLink>(accountId, "payment-links", {
    remove: (linkId) => bffApi(accountId).deletePaymentLink({ params: { id: linkId } }),
    deactivated: (link) => ({ ...link, status: "INACTIVE" }),
    failed: "The link was not deactivated",
    done: ["Payment link deactivated", "It accepts no new payments."],
  });
}
