// GET /api/accounts/:accountId/exports/ledger – the float ledger with the report's filters, as a streamed CSV
import { ledgerExportHandler } from "@/server/reports/report-exports";

export const dynamic = "force-dynamic";

export const GET = ledgerExportHandler();
