// GET /accounts/:accountId/approvals/requesters?ids=… – who asked for these settlements through the console
import { createApprovalRoutes } from "@/server/approvals/routes";

export const dynamic = "force-dynamic";

export const GET = createApprovalRoutes().requesters;
