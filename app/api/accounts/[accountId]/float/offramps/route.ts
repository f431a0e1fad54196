// GET /api/accounts/:accountId/float/offramps – every payout of a period, for the offramp charts (NDJSON with progress)
import { offrampChartHandler } from "@/server/float/chart-routes";

export const dynamic = "force-dynamic";

export const GET = offrampChartHandler();
