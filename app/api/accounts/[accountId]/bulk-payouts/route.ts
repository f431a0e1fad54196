// GET and POST /api/accounts/:accountId/bulk-payouts – the account's payout batches; start one from a file
import { listBatchesHandler, startBatchHandler } from "@/server/bulk-payouts/routes";

export const dynamic = "force-dynamic";

export const GET = listBatchesHandler();
export const POST = startBatchHandler();
