// POST /api/accounts/:accountId/charge-schedules/:scheduleId/:action – pause, resume or cancel
import { scheduleActionHandler } from "@/server/charge-schedules/routes";

export const dynamic = "force-dynamic";

export const POST = scheduleActionHandler();
