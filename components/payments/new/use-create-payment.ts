"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import type { CreatePaymentBody } from "@/lib/payments-api/payments";
import { paymentDetailOptions } from "../payment-queries";

/** POST /v1/payment through the BFF; the new payment seeds its detail cache and every payments list refetches. */
export function useCreatePayment(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => bffApi(accountId).createPayment({ body }),
    onSuccess: (payment) => {
      client.setQueryData(paymentDetailOptions(accountId, payment.id).queryKey, payment);
      return client.invalidateQueries({ queryKey: queryKeys.lists(accountId, "payments") });
    },
  });
}
