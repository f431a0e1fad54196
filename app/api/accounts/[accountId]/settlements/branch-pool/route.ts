// GET /api/accounts/:accountId/settlements/branch-pool?branchId=… – what one branch could claim now
import { branchPoolHandler } from "@/server/approvals/branch-pool-route";

export const dynamic = "force-dynamic";

export const GET = branchPoolHandler();
