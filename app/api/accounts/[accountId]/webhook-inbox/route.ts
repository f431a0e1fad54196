// GET /api/accounts/:accountId/webhook-inbox – the webhooks the console received for the account, newest first
import { inboxListHandler } from "@/server/webhooks/inbox-handlers";

export const dynamic = "force-dynamic";

export const GET = inboxListHandler();
