// GET /api/accounts/:accountId/bulk-payouts/:batchId – one payout batch with its rows
import { getBatchHandler } from "@/server/bulk-payouts/routes";

export const dynamic = "force-dynamic";

export const GET = getBatchHandler();
