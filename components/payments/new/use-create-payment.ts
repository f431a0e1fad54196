"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bffFetch } from "@/lib/bff";
import type { CreatePaymentBody, Payment } from "@/lib/payments-api/payments";
import { queryKeys } from "@/lib/query-keys";
import { paymentDetailOptions } from "../payment-queries";

/** POST /v1/payment through the BFF; the new payment seeds its detail cache and every payments list refetches. */
export function useCreatePayment(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => bffFetch<Payment>(accountId, "POST", "/v1/payment", { body }),
    onSuccess: (payment) => {
      client.setQueryData(paymentDetailOptions(accountId, payment.id).queryKey, payment);
      return client.invalidateQueries({ queryKey: queryKeys.lists(accountId, "payments") });
    },
  });
}
