import type { AuditFilters } from "@/lib/filters/audit";

/** The audit log's filters with none set: every entry the reader may see. */
export const NO_AUDIT_FILTERS: AuditFilters = {
  person: null,
  account: null,
  operation: null,
  result: null,
  startDate: null,
  endDate: null,
  page: null,
};
