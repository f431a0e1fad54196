// GET and POST /api/accounts/:accountId/charge-schedules – the account's charge schedules; make one
import { createScheduleHandler, listSchedulesHandler } from "@/server/charge-schedules/routes";

export const dynamic = "force-dynamic";

export const GET = listSchedulesHandler();
export const POST = createScheduleHandler();
