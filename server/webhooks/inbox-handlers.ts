import "server-only";
import { isUuid } from "@/lib/ids";
import { INBOX_PAGE_SIZES } from "@/lib/webhook-inbox";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { getInboxEvent, inboxScope, listInbox } from "./inbox-queries";

export interface InboxRouteDeps extends AccountRouteDeps {
  inboxDb?: () => ConsoleExecutor;
}

const EVENT_TYPE_PATTERN = /^[a-z_]{1,32}(\.[a-z_]{1,32})?$/;

/** Reads the list's query: a bad value is a 400 naming its field, not an empty page. */
export function parseInboxQuery(url: URL) {
  const params = url.searchParams;
  const details: { field: string; constraint: string; message: string }[] = [];
  const type = params.get("type")?.trim() || null;
  if (type !== null && !EVENT_TYPE_PATTERN.test(type)) {
    details.push({ field: "type", constraint: "format", message: "Event type is not an event name" });
  }
  const resourceId = params.get("resourceId")?.trim() || null;
  if (resourceId !== null && !isUuid(resourceId)) {
    details.push({
      field: "resourceId",
      constraint: "uuid",
      message: "Resource must be a payment, payout or contract id",
    });
  }
  const page = Number(params.get("page") ?? "1");
  if (!Number.isSafeInteger(page) || page < 1 || page > 100_000) {
    details.push({ field: "page", constraint: "min", message: "Page must be a whole number from 1" });
  }
  const pageSize = Number(params.get("pageSize") ?? "20");
  if (!(INBOX_PAGE_SIZES as readonly number[]).includes(pageSize)) {
    details.push({
      field: "pageSize",
      constraint: "enum",
      message: `Page size must be one of ${INBOX_PAGE_SIZES.join(", ")}`,
    });
  }
  if (details.length > 0) {
    throw new BffError("validation_failed", details.map((detail) => detail.message).join(". "), details);
  }
  return { type, resourceId: resourceId?.toLowerCase() ?? null, page, pageSize };
}

/** GET /api/accounts/:accountId/webhook-inbox – the events the console received for the account. */
export function inboxListHandler(deps: InboxRouteDeps = {}) {
  const db = deps.inboxDb ?? getDb;
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      const filters = parseInboxQuery(new URL(request.url));
      const page = await listInbox(db(), access.account.id, inboxScope(access), filters);
      return jsonResponse(200, page, baseHeaders(requestId));
    },
    { ...deps, permission: "webhooks:read" },
  );
}

/** GET /api/accounts/:accountId/webhook-inbox/:eventId – one event with its body and signed headers. */
export function inboxEventHandler(deps: InboxRouteDeps = {}) {
  const db = deps.inboxDb ?? getDb;
  return withAccount<{ accountId: string; eventId: string }, number>(
    async ({ requestId, access, pre: eventId }) => {
      const event = await getInboxEvent(db(), access.account.id, inboxScope(access), eventId);
      if (!event) throw new BffError("not_found", "No received event with this id");
      return jsonResponse(200, event, baseHeaders(requestId));
    },
    {
      ...deps,
      permission: "webhooks:read",
      precheck: (_request, params) => {
        if (!/^\d{1,15}$/.test(params.eventId))
          throw new BffError("not_found", "No received event with this id");
        return Number(params.eventId);
      },
    },
  );
}
