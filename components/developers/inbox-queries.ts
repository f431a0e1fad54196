import { keepPreviousData } from "@tanstack/react-query";
import { consoleGet } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import { type InboxFilters, inboxQuery } from "@/lib/filters/webhook-inbox";
import type { InboxEventDetail, InboxPage } from "@/lib/webhook-inbox";

/** Every inbox query of an account sits under this key; live events mark it stale. */
export function inboxKey(accountId: string) {
  return [...queryKeys.resource(accountId, "webhooks"), "inbox"] as const;
}

export function inboxListOptions(accountId: string, filters: InboxFilters) {
  const query = inboxQuery(filters);
  return {
    queryKey: [...inboxKey(accountId), "list", query] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      consoleGet<InboxPage>(accountId, `webhook-inbox?${new URLSearchParams(query)}`, signal),
    placeholderData: keepPreviousData,
  };
}

export function inboxEventOptions(accountId: string, eventId: string) {
  return {
    queryKey: [...inboxKey(accountId), "event", eventId] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      consoleGet<InboxEventDetail>(accountId, `webhook-inbox/${encodeURIComponent(eventId)}`, signal),
  };
}

export function inboxHref(accountId: string, eventId?: number | string) {
  const base = `/accounts/${encodeURIComponent(accountId)}/developers/inbox`;
  return eventId === undefined ? base : `${base}/${encodeURIComponent(String(eventId))}`;
}
