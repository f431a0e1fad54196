// POST /api/accounts/:accountId/bulk-payouts/:batchId/:action – approve, reject, pause, resume or cancel
import { batchActionHandler } from "@/server/bulk-payouts/routes";

export const dynamic = "force-dynamic";

export const POST = batchActionHandler();
