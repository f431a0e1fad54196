"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/components/forms/toast-failure";
import { toast } from "@/components/ui/toast";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import type { CreatePaymentLinkInput } from "./create-payment-link-form";
import type { LinkPatch } from "./link-form-values";

/** A saved link goes into the detail cache at once; every list refetches (its order and counts may move). */
function storeLink(queryClient: QueryClient, accountId: string, link: PaymentLink) {
  queryClient.setQueryData(queryKeys.detail(accountId, "payment-links", link.id), link);
  return queryClient.invalidateQueries({ queryKey: queryKeys.lists(accountId, "payment-links") });
}

export function useCreatePaymentLink(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentLinkInput) => bffApi(accountId).createPaymentLink({ body }),
    onSuccess: async (link) => {
      toast.success("Payment link created", { description: link.name });
      await storeLink(queryClient, accountId, link);
    },
    onError: (error) => toastFailure("The link was not created", error, { inlineFieldErrors: true }),
  });
}

export function useUpdatePaymentLink(accountId: string, linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LinkPatch) =>
      bffApi(accountId).updatePaymentLink({ params: { id: linkId }, body: patch }),
    onSuccess: async (link) => {
      toast.success("Payment link saved", { description: link.name });
      await storeLink(queryClient, accountId, link);
    },
    onError: (error) => toastFailure("The link was not saved", error, { inlineFieldErrors: true }),
  });
}

const deactivated = (link: PaymentLink, linkId: string): PaymentLink =>
  link.id === linkId ? { ...link, status: "INACTIVE" } : link;

/**
 * DELETE deactivates. The new status shows at once in the detail and every cached list page; on failure
 * the cached entries are put back exactly as they were.
 */
export function useDeactivatePaymentLink(accountId: string) {
  const queryClient = useQueryClient();
  const lists = queryKeys.lists(accountId, "payment-links");
  return useMutation({
    mutationFn: (linkId: string) => bffApi(accountId).deletePaymentLink({ params: { id: linkId } }),
    onMutate: async (linkId) => {
      const detailKey = queryKeys.detail(accountId, "payment-links", linkId);
      await queryClient.cancelQueries({ queryKey: queryKeys.resource(accountId, "payment-links") });
      const previousDetail = queryClient.getQueryData<PaymentLink>(detailKey);
      const previousLists = queryClient.getQueriesData<PaymentLinkListResponse>({ queryKey: lists });
      if (previousDetail) queryClient.setQueryData(detailKey, deactivated(previousDetail, linkId));
      queryClient.setQueriesData<PaymentLinkListResponse>({ queryKey: lists }, (page) =>
        page ? { ...page, data: page.data.map((link) => deactivated(link, linkId)) } : page,
      );
      return { detailKey, previousDetail, previousLists };
    },
    onError: (error, _linkId, context) => {
      if (context?.previousDetail) queryClient.setQueryData(context.detailKey, context.previousDetail);
      for (const [key, page] of context?.previousLists ?? []) queryClient.setQueryData(key, page);
      toastFailure("The link was not deactivated", error);
    },
    onSuccess: () => {
      toast.success("Payment link deactivated", { description: "It accepts no new payments." });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.resource(accountId, "payment-links") }),
  });
}
