import type { ParserMap } from "nuqs/server";
import { type AnyListFilterDefinition, fieldKeys } from "./definition";
import { refusedFilters } from "./refused";

// What an address asks of a list that the list cannot show as asked: a value its parser does not read
// (`?status=PAYED`, `?dateRange=7d`), days out of order, a branch the account does not have, or a filter of
// another page (`?dateRange=` on the overview). The page says so above the list (components/filters/
// address-notice.tsx) and the export refuses the same address (server/bff/unread-filters.ts), so neither
// quietly shows something else than the address says.

export interface AddressProblem {
  /** The URL parameters concerned: "Remove from the address" clears them. */
  keys: string[];
  /** In a person's words, with what the page shows instead. */
  text: string;
}

/** The label a person sees for a parameter, from the list's filter bar; the parameter itself otherwise. */
export function labelOf(definition: Pick<AnyListFilterDefinition, "fields">, key: string): string {
  for (const field of definition.fields) {
    if (!fieldKeys(field).includes(key)) continue;
    if (field.kind === "period") return field.label ?? "Period";
    if (field.kind === "days") return field.label;
    if (field.kind === "sort") return "Order";
    if (field.kind === "search") return field.label ?? "Search";
    return field.label;
  }
  return key;
}

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;

/**
 * Problems of the address's filters for a list with these parsers and fields. `raw` holds each parameter's
 * text as given; `branches` the account's branch ids when known (null: not known, not checked).
 */
export function addressProblems(
  definition: Pick<AnyListFilterDefinition, "fields"> & { parsers: ParserMap },
  raw: URLSearchParams,
  options: {
    branches?: ReadonlySet<string> | null;
    branchKey?: string;
    /** What the page shows instead of an unknown branch. */
    unknownBranchResult?: string;
    foreignKeys?: readonly string[];
  } = {},
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  for (const key of refusedFilters(definition.parsers, raw)) {
    problems.push({
      keys: [key],
      text: `${labelOf(definition, key)}: ${quoted(raw.get(key) ?? "")} is not a value this page can filter by, so it is not filtered by it.`,
    });
  }
  const refused = new Set(problems.flatMap((p) => p.keys));
  const start = raw.get("startDate");
  const end = raw.get("endDate");
  if (
    "startDate" in definition.parsers &&
    start &&
    end &&
    !refused.has("startDate") &&
    !refused.has("endDate") &&
    start > end
  ) {
    problems.push({
      keys: ["startDate", "endDate"],
      text: `${labelOf(definition, "startDate")}: the first day (${start}) comes after the last (${end}), so no day can match. Choose the days again.`,
    });
  }
  const branchKey = options.branchKey ?? "branchId";
  const branch = raw.get(branchKey);
  if (branch && options.branches && !refused.has(branchKey) && !options.branches.has(branch)) {
    problems.push({
      keys: [branchKey],
      text: `${labelOf(definition, branchKey)}: the address names a branch this account does not have, ${options.unknownBranchResult ?? "so nothing here can match it"}.`,
    });
  }
  for (const key of options.foreignKeys ?? []) {
    if (!raw.has(key) || key in definition.parsers) continue;
    problems.push({ keys: [key], text: `“${key}” is not something this page filters by; it is left out.` });
  }
  return problems;
}
