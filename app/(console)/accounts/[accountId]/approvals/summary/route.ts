// GET /accounts/:accountId/approvals/summary – the approval threshold and how many requests wait
import { createApprovalRoutes } from "@/server/approvals/routes";

export const dynamic = "force-dynamic";

export const GET = createApprovalRoutes().summary;
