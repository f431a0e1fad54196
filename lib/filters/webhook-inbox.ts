import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { isUuid } from "@/lib/ids";
import {
  DEFAULT_INBOX_PAGE_SIZE,
  eventTypeLabel,
  INBOX_EVENT_TYPES,
  INBOX_PAGE_SIZES,
} from "@/lib/webhook-inbox";
import { defineListFilters, hasActiveFilters } from "./definition";
import { parseAsPage } from "./parsers";

/**
 * The inbox's filters in the URL. The resource id is kept as typed, so a malformed one stays in the box
 * with its error under it instead of silently vanishing; it is only sent once it is an id.
 */
export const inboxFilterParsers = {
  type: parseAsStringLiteral(INBOX_EVENT_TYPES),
  resourceId: parseAsString,
  page: parseAsPage.withDefault(1),
  pageSize: parseAsNumberLiteral(INBOX_PAGE_SIZES).withDefault(DEFAULT_INBOX_PAGE_SIZE),
};

export type InboxFilters = inferParserType<typeof inboxFilterParsers>;

export const loadInboxFilters = createLoader(inboxFilterParsers);
export const serializeInboxFilters = createSerializer(inboxFilterParsers);

/** The message under the resource box, or null when the value is empty or an id. */
export function resourceIdError(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || isUuid(trimmed)) return null;
  return "Enter a payment, payout or contract id, such as 3f2a9c1e-…-0b7d (36 characters).";
}

/** The query of the inbox route for these filters; an invalid resource id is left out. */
export function inboxQuery(filters: InboxFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), pageSize: String(filters.pageSize) };
  if (filters.type) query.type = filters.type;
  const resourceId = filters.resourceId?.trim();
  if (resourceId && resourceIdError(resourceId) === null) query.resourceId = resourceId.toLowerCase();
  return query;
}

/** The webhook inbox's filter bar: the event type, and the resource an event is about. */
export const inboxFilters = defineListFilters({
  parsers: inboxFilterParsers,
  fields: [
    {
      kind: "select",
      key: "type",
      label: "Event type",
      allLabel: "All events",
      options: INBOX_EVENT_TYPES.map((value) => ({ value, label: eventTypeLabel(value) })),
    },
    {
      kind: "id",
      key: "resourceId",
      label: "Resource id",
      placeholder: "Payment, payout or contract id",
      problem: resourceIdError,
    },
  ],
  pageSize: { key: "pageSize", sizes: INBOX_PAGE_SIZES },
});

/** Whether anything narrows the list (page and page size do not). */
export function hasActiveInboxFilters(filters: InboxFilters): boolean {
  return hasActiveFilters(inboxFilters, filters);
}
