"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/components/forms/toast-failure";
import { toast } from "@/components/ui/toast";
import { type ApiResource, queryKeys } from "@/data/query-keys";

/** A saved record goes into the detail cache at once; every list refetches (order and counts may move). */
export function storeRecord(
  client: QueryClient,
  accountId: string,
  resource: ApiResource,
  record: { id: string },
) {
  client.setQueryData(queryKeys.detail(accountId, resource, record.id), record);
  return client.invalidateQueries({ queryKey: queryKeys.lists(accountId, resource) });
}

/**
 * Creating or editing a record from its form: the toast names what was saved, and a refusal's field errors
 * stay on the form's fields.
 */
export function useSaveRecord<TInput, TRecord extends { id: string }>(
  accountId: string,
  resource: ApiResource,
  {
    save,
    saved,
    failed,
  }: {
    save: (input: TInput) => Promise<TRecord>;
    /** The toast's title and description for the saved record. */
    saved: (record: TRecord) => [title: string, description: string];
    failed: string;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (record) => {
      const [title, description] = saved(record);
      toast.success(title, { description });
      await storeRecord(client, accountId, resource, record);
    },
    onError: (error) => toastFailure(failed, error, { inlineFieldErrors: true }),
  });
}

/**
 * DELETE that deactivates. The record reads as deactivated at once in its detail and every cached list page;
 * on failure the cached entries are put back exactly as they were.
 */
export function useDeactivateRecord<TRecord extends { id: string }>(
  accountId: string,
  resource: ApiResource,
  {
    remove,
    deactivated,
    failed,
    done,
  }: {
    remove: (id: string) => Promise<unknown>;
    /** The record as it reads once deactivated. */
    deactivated: (record: TRecord) => TRecord;
    failed: string;
    done: [title: string, description: string];
  },
) {
  const client = useQueryClient();
  const lists = queryKeys.lists(accountId, resource);
  const all = queryKeys.resource(accountId, resource);
  const mark = (record: TRecord, id: string) => (record.id === id ? deactivated(record) : record);
  return useMutation({
    mutationFn: remove,
    onMutate: async (id: string) => {
      const detailKey = queryKeys.detail(accountId, resource, id);
      await client.cancelQueries({ queryKey: all });
      const previousDetail = client.getQueryData<TRecord>(detailKey);
      const previousLists = client.getQueriesData<{ data: TRecord[] }>({ queryKey: lists });
      if (previousDetail) client.setQueryData(detailKey, mark(previousDetail, id));
      client.setQueriesData<{ data: TRecord[] }>({ queryKey: lists }, (page) =>
        page ? { ...page, data: page.data.map((record) => mark(record, id)) } : page,
      );
      return { detailKey, previousDetail, previousLists };
    },
    onError: (error, _id, context) => {
      if (context?.previousDetail) client.setQueryData(context.detailKey, context.previousDetail);
      for (const [key, page] of context?.previousLists ?? []) client.setQueryData(key, page);
      toastFailure(failed, error);
    },
    onSuccess: () => {
      toast.success(done[0], { description: done[1] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: all }),
  });
}
