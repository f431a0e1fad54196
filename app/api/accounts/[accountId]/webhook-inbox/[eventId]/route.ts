// GET /api/accounts/:accountId/webhook-inbox/:eventId – one received webhook with its body and signed headers
import { inboxEventHandler } from "@/server/webhooks/inbox-handlers";

export const dynamic = "force-dynamic";

export const GET = inboxEventHandler();
