import {
  createLoader,
  createParser,
  createSerializer,
  type inferParserType,
  parseAsStringLiteral,
} from "nuqs/server";
import { defineListFilters, hasActiveFilters } from "./definition";
import { parseAsDay, parseAsUuid } from "./parsers";

export const AUDIT_RESULTS = ["success", "denied", "failure", "error"] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** Rows per page of the audit page. */
export const AUDIT_PAGE_SIZE = 50;
/** Rows an export may hold; a wider export asks for a narrower date window. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** A keyset position: the rows older than an entry ("before") or newer than it ("after"), by entry id. */
export interface AuditCursor {
  direction: "before" | "after";
  id: number;
}

/** `before-1234` / `after-1234` in the URL. */
export const parseAsAuditCursor = createParser<AuditCursor>({
  parse: (value) => {
    const match = /^(before|after)-(\d{1,15})$/.exec(value);
    if (!match) return null;
    const id = Number(match[2]);
    return Number.isSafeInteger(id) && id > 0
      ? { direction: match[1] as AuditCursor["direction"], id }
      : null;
  },
  serialize: (value) => `${value.direction}-${value.id}`,
  eq: (a, b) => a.direction === b.direction && a.id === b.id,
});

/** An action name as the trail stores it: contract operation ids and dotted console actions. */
export const parseAsAuditOperation = createParser({
  parse: (value) => (/^[A-Za-z0-9._-]{1,80}$/.test(value) ? value : null),
  serialize: (value: string) => value,
});

/**
 * The audit page's state in the URL: `?person=…&operation=…&result=failure&startDate=…&endDate=…`; `page`
 * is the keyset position, so a new entry never shifts what a page shows.
 */
export const auditFilterParsers = {
  person: parseAsUuid,
  account: parseAsUuid,
  operation: parseAsAuditOperation,
  result: parseAsStringLiteral(AUDIT_RESULTS),
  startDate: parseAsDay,
  endDate: parseAsDay,
  page: parseAsAuditCursor,
};

export type AuditFilters = inferParserType<typeof auditFilterParsers>;

export const loadAuditFilterParams = createLoader(auditFilterParsers);
export const serializeAuditFilters = createSerializer(auditFilterParsers);

/** The audit page's filter bar; the people, accounts and operations are the trail's, given by the page. */
export const auditFilters = defineListFilters({
  parsers: auditFilterParsers,
  fields: [
    { kind: "select", key: "person", label: "Person", allLabel: "Everyone" },
    { kind: "select", key: "account", label: "Account", allLabel: "All accounts" },
    { kind: "select", key: "operation", label: "Operation", allLabel: "All operations", width: "wider" },
    {
      kind: "select",
      key: "result",
      label: "Result",
      allLabel: "Any result",
      options: [
        { value: "success", label: "Succeeded" },
        { value: "denied", label: "Refused" },
        { value: "failure", label: "Failed" },
        { value: "error", label: "Error" },
      ],
      width: "narrow",
    },
    { kind: "days", label: "When" },
  ],
});

/** Whether anything narrows the trail (the page position does not). */
export function hasActiveAuditFilters(filters: AuditFilters): boolean {
  return hasActiveFilters(auditFilters, filters);
}
