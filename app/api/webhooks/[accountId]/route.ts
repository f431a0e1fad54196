// POST /api/webhooks/{accountId} – receives the payments service's signed webhooks for one account
import { after } from "next/server";
import { isUuid } from "@/lib/ids";
import { BffError, reasonPhrase } from "@/server/bff/errors";
import { readBody } from "@/server/bff/read-body";
import { baseHeaders, jsonResponse, newRequestId } from "@/server/bff/respond";
import { getDb } from "@/server/db/client";
import { confirmAccountEvents } from "@/server/webhooks/confirm-account";
import { receiveWebhook } from "@/server/webhooks/inbox";

// Far above any event the service sends; a body must also arrive within a few seconds.
const MAX_BODY_BYTES = 64 * 1024;
const BODY_DEADLINE_MS = 5_000;

/** A refused delivery, in the console's error body: the service logs what it is told. */
function refuse(status: number, code: string, message: string, requestId: string): Response {
  return jsonResponse(
    status,
    { statusCode: status, message, error: reasonPhrase(status), code, requestId },
    baseHeaders(requestId),
  );
}

export async function POST(request: Request, context: { params: Promise<{ accountId: string }> }) {
  const requestId = newRequestId();
  const { accountId } = await context.params;
  if (!isUuid(accountId)) return refuse(404, "not_found", "Unknown account", requestId);
  let rawBody: string;
  try {
    rawBody = await readBody(request, MAX_BODY_BYTES, BODY_DEADLINE_MS);
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return refuse(error.status, error.code, error.message, requestId);
  }
  const outcome = await receiveWebhook(getDb(), { accountId, headers: request.headers, rawBody });
  if (outcome.status !== 200) return refuse(outcome.status, outcome.error, outcome.message, requestId);
  // Stored before answering; whether the event is this account's own is checked once the service has
  // its answer, so a slow read never delays the delivery (and a failed check is retried later).
  after(() => confirmAccountEvents(accountId));
  return Response.json({ received: true, duplicate: !outcome.stored, event: outcome.eventType });
}
