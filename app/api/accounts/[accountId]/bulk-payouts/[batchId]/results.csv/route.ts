// GET /api/accounts/:accountId/bulk-payouts/:batchId/results.csv – each row with its payout and outcome
import { batchResultsHandler } from "@/server/bulk-payouts/routes";

export const dynamic = "force-dynamic";

export const GET = batchResultsHandler();
