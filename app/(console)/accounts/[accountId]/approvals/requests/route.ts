// POST /accounts/:accountId/approvals/requests – hold a payout or settlement above the threshold for a second person
import { createApprovalRoutes } from "@/server/approvals/routes";

export const dynamic = "force-dynamic";

export const POST = createApprovalRoutes().request;
