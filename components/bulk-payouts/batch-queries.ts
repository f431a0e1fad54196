"use client";

import { queryOptions } from "@tanstack/react-query";
import { consoleRequest } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type { BatchDetail, BatchView } from "@/lib/bulk-payouts/batch";
import { type BatchAction, batchApi } from "@/lib/bulk-payouts/batch-values";

// The browser's side of the console's batch routes (lib/bulk-payouts/batch.ts): the list, one batch with its
// rows, starting one from a checked file, and what a person does to it.

export const batchKeys = {
  all: (accountId: string) => [...queryKeys.account(accountId), "bulk-payouts"] as const,
  list: (accountId: string) => [...batchKeys.all(accountId), "list"] as const,
  one: (accountId: string, batchId: string) => [...batchKeys.all(accountId), "detail", batchId] as const,
};

/** The account's batches, newest first. */
export function batchListOptions(accountId: string) {
  return queryOptions({
    queryKey: batchKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await consoleRequest(batchApi.list(accountId), "GET", { signal })) as { batches: BatchView[] },
  });
}

/** One batch and its rows. */
export function batchDetailOptions(accountId: string, batchId: string) {
  return queryOptions({
    queryKey: batchKeys.one(accountId, batchId),
    queryFn: async ({ signal }) =>
      (await consoleRequest(batchApi.one(accountId, batchId), "GET", { signal })) as BatchDetail,
  });
}

/** Starts paying a file's rows: the same text its check read, so what starts is what was previewed. */
export async function startBatch(accountId: string, file: string, fileName: string): Promise<BatchDetail> {
  return (await consoleRequest(batchApi.list(accountId), "POST", {
    body: { file, fileName },
  })) as BatchDetail;
}

/** Pause, resume, cancel, approve or reject (with its reason); answers the batch as it is now. */
export async function actOnBatch(
  accountId: string,
  batchId: string,
  action: BatchAction,
  body: { reason: string } | undefined = undefined,
): Promise<BatchDetail> {
  return (await consoleRequest(batchApi.action(accountId, batchId, action), "POST", {
    body: body ?? {},
  })) as BatchDetail;
}
