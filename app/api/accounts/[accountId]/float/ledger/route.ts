// GET /api/accounts/:accountId/float/ledger – every float ledger row of a period, for the charts (NDJSON with progress)
import { ledgerChartHandler } from "@/server/float/chart-routes";

export const dynamic = "force-dynamic";

export const GET = ledgerChartHandler();
