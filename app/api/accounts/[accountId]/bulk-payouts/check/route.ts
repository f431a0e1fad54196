// POST /api/accounts/:accountId/bulk-payouts/check – a payout file's rows checked against the service, nothing sent
import { checkPayoutFileHandler } from "@/server/bulk-payouts/check-route";

export const dynamic = "force-dynamic";

export const POST = checkPayoutFileHandler();
