// GET /api/accounts/:accountId/exports/contracts – the direct-debit contracts with the list's filters, as a streamed CSV
import { contractsExportHandler } from "@/server/reports/list-exports";

export const dynamic = "force-dynamic";

export const GET = contractsExportHandler();
