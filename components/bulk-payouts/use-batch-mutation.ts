"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormFailure } from "@/components/forms/apply-server-error";
import { isBffError } from "@/data/bff";
import type { BatchDetail } from "@/lib/bulk-payouts/batch";
import { batchKeys } from "./batch-queries";

const UNEXPECTED: FormFailure = { message: "Something went wrong. Try again in a moment.", requestId: null };

/** A refusal as the page shows it: the console's words and the request id that finds it in the logs. */
export const failureOf = (error: unknown): FormFailure =>
  isBffError(error) ? { message: error.message, requestId: error.requestId } : UNEXPECTED;

/**
 * Starting a batch or acting on one: the batch as the console answers it goes into its page's cache at once
 * and the list reads again; a refusal stays on the page, in words, until the next try.
 */
export function useBatchMutation<TArgs>(accountId: string, call: (args: TArgs) => Promise<BatchDetail>) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setFailure(null),
    onSuccess: (detail) => {
      client.setQueryData(batchKeys.one(accountId, detail.batch.id), detail);
      void client.invalidateQueries({ queryKey: batchKeys.list(accountId) });
    },
    onError: (error) => setFailure(failureOf(error)),
  });
  /** Runs it and answers the batch, or null once the refusal is on the page. */
  const run = (args: TArgs) => mutation.mutateAsync(args).catch(() => null);
  return { run, failure, pending: mutation.isPending };
}
