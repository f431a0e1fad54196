// GET /api/accounts/:accountId/exports/payment-links – the payment links with the list's filters, as a streamed CSV
import { paymentLinksExportHandler } from "@/server/reports/list-exports";

export const dynamic = "force-dynamic";

export const GET = paymentLinksExportHandler();
