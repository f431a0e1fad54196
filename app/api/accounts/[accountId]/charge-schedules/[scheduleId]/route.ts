// PATCH /api/accounts/:accountId/charge-schedules/:scheduleId – change a schedule from its next charge on
import { editScheduleHandler } from "@/server/charge-schedules/routes";

export const dynamic = "force-dynamic";

export const PATCH = editScheduleHandler();
