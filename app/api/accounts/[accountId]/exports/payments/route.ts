// GET /api/accounts/:accountId/exports/payments – the payments list with the list's filters, as a streamed CSV
import { paymentsExportHandler } from "@/server/reports/payments-export";

export const dynamic = "force-dynamic";

export const GET = paymentsExportHandler();
