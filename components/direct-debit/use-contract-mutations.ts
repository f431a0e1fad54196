"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import type {
  Contract,
  DirectDebitPayment,
  ExecuteContractPaymentBody,
} from "@/lib/payments-api/direct-debit";
import type { CreateContractInput } from "./new/contract-form-values";
import { contractDetailOptions } from "./queries";
import { scheduleKeys } from "./schedules/schedule-queries";

/**
 * A contract the service just answered with goes into the detail cache; every list refetches, and so do
 * the schedules (a contract no longer signed stops its schedules).
 */
export function storeContract(client: QueryClient, accountId: string, contract: Contract) {
  client.setQueryData(contractDetailOptions(accountId, contract.id).queryKey, contract);
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.lists(accountId, "direct-debit") }),
    client.invalidateQueries({ queryKey: scheduleKeys.all(accountId) }),
  ]);
}

export function useCreateContract(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractInput) => bffApi(accountId).createDirectDebitContract({ body }),
    onSuccess: (contract) => storeContract(client, accountId, contract),
  });
}

/** POST …/sync: the provider's latest word on the contract. */
export function useSyncContract(accountId: string, contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => bffApi(accountId).syncDirectDebitContract({ params: { id: contractId }, body: {} }),
    onSuccess: (contract) => storeContract(client, accountId, contract),
  });
}

export function useTerminateContract(accountId: string, contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terminationNotes: string | undefined) =>
      bffApi(accountId).terminateDirectDebitContract({
        params: { id: contractId },
        body: terminationNotes ? { terminationNotes } : {},
      }),
    onSuccess: (contract) => storeContract(client, accountId, contract),
  });
}

/**
 * POST …/payment. The console records the charge on its way (the contract's charges list it), and the
 * contract, its charges and the payments lists refetch: the new payment changes them.
 */
export function useChargeContract(accountId: string, contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExecuteContractPaymentBody): Promise<DirectDebitPayment> =>
      bffApi(accountId).executeDirectDebitPayment({ params: { id: contractId }, body }),
    onSuccess: () => {
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.resource(accountId, "direct-debit") }),
        client.invalidateQueries({ queryKey: scheduleKeys.all(accountId) }),
        client.invalidateQueries({ queryKey: queryKeys.lists(accountId, "payments") }),
      ]);
    },
  });
}
