// GET /api/accounts/:accountId/reconciliation – the window's reconciliation, streamed as NDJSON progress then the result
import { reconciliationHandler } from "@/server/reconciliation/handler";

export const dynamic = "force-dynamic";

export const GET = reconciliationHandler();
