// GET /api/accounts/:accountId/contract-charges?contractId= – every charge the console made on a contract
import { contractChargesHandler } from "@/server/charge-schedules/routes";

export const dynamic = "force-dynamic";

export const GET = contractChargesHandler();
