// GET /api/accounts/:accountId/exports/settlements – the settlement requests with the list's filters, as a streamed CSV
import { settlementsExportHandler } from "@/server/reports/list-exports";

export const dynamic = "force-dynamic";

export const GET = settlementsExportHandler();
