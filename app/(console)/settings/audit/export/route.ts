// GET /settings/audit/export – the audit log with the page's filters, as a streamed CSV
import { auditExportHandler } from "@/server/audit/export";

export const dynamic = "force-dynamic";

export const GET = auditExportHandler();
