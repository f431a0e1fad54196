// GET /api/accounts/:accountId/exports/offramp – the offramp report with the report's filters, as a streamed CSV
import { offrampExportHandler } from "@/server/reports/report-exports";

export const dynamic = "force-dynamic";

export const GET = offrampExportHandler();
