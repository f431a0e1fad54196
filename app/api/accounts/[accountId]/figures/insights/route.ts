// GET /api/accounts/:accountId/figures/insights – the overview's period figures and charts from the payment index
import { insightsHandler } from "@/server/index/insights-handler";

export const dynamic = "force-dynamic";

export const GET = insightsHandler();
