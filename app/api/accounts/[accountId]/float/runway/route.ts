// GET /api/accounts/:accountId/float/runway – how long the float lasts at this week's pace, and the warning threshold
import { runwayHandler } from "@/server/float/runway-route";

export const dynamic = "force-dynamic";

export const GET = runwayHandler();
