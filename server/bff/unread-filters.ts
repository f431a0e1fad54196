import "server-only";
import { createLoader, type LoaderInput, type ParserMap, parseAsString } from "nuqs/server";
import { DAY_WORDS } from "@/lib/dates";
import { parseAsDay } from "@/lib/filters/parsers";
import { refusedFilters } from "@/lib/filters/refused";
import { validationSummary } from "@/lib/payments-api/validation";
import { BffError } from "./errors";

/**
 * Refuses a request whose address gives a filter its parser would not read (`status=BOGUS`,
 * `endDate=2026-02-30`): a page shows such a filter as not set, but a route must not quietly answer for
 * other filters than were asked. A 400 names each one, a day in the words of the days it takes. Every route
 * handler that reads its filters from the address (the exports, the reconciliation, the audit export, the
 * overview's figures) checks them here first. Days in the wrong order are refused the same way.
 */
export function refuseUnreadFilters(parsers: ParserMap, input: LoaderInput): void {
  const refused = refusedFilters(parsers, input);
  if (refused.length === 0) {
    refuseDaysOutOfOrder(parsers, input);
    return;
  }
  const details = refused.map((field) => ({
    field,
    constraint: parsers[field] === parseAsDay ? "date" : "format",
    message:
      parsers[field] === parseAsDay
        ? `${field} must be ${DAY_WORDS}`
        : `${field} is not one of the values this list can filter by`,
  }));
  throw new BffError("validation_failed", validationSummary(details), details);
}

/** A window whose first day comes after its last matches nothing: refused in words, not answered empty. */
function refuseDaysOutOfOrder(parsers: ParserMap, input: LoaderInput): void {
  if (!("startDate" in parsers) || !("endDate" in parsers)) return;
  const { startDate, endDate } = createLoader({ startDate: parseAsString, endDate: parseAsString })(input);
  if (!startDate || !endDate || startDate <= endDate) return;
  const details = [
    {
      field: "endDate",
      constraint: "dateOrder",
      message: `endDate (${endDate}) must not be before startDate (${startDate})`,
    },
  ];
  throw new BffError("validation_failed", validationSummary(details), details);
}
