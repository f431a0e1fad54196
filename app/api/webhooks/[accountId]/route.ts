// POST /api/webhooks/{accountId} – receives the payments service's signed webhooks for one account
import { isUuid } from "@/lib/ids";
import { getDb } from "@/server/db/client";
import { receiveWebhook } from "@/server/webhooks/inbox";

const MAX_BODY_BYTES = 256 * 1024;

export async function POST(request: Request, context: { params: Promise<{ accountId: string }> }) {
  const { accountId } = await context.params;
  if (!isUuid(accountId))
    return Response.json({ error: "not_found", message: "Unknown account" }, { status: 404 });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) {
    return Response.json({ error: "too_large", message: "Webhook body is too large" }, { status: 413 });
  }
  const outcome = await receiveWebhook(getDb(), { accountId, headers: request.headers, rawBody });
  if (outcome.status !== 200) {
    return Response.json({ error: outcome.error, message: outcome.message }, { status: outcome.status });
  }
  return Response.json({ received: true, duplicate: !outcome.stored, event: outcome.eventType });
}
