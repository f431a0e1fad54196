import type { inferParserType, ParserMap } from "nuqs/server";
import type { SortOrder } from "./parsers";

// What a list can be filtered and ordered by, written once per list beside its URL parsers: the fields of its
// filter bar (label, kind, choices), how many filters are on, what "Clear filters" clears, and how its pages
// and sortable columns are named in the address. The bar (components/filters/list-filter-bar.tsx) and the list
// page's table wiring (components/data-table/use-list-page.ts) are drawn from it.

export interface FilterOption<T extends string = string> {
  value: T;
  label: string;
}

/** The list's order as one choice, column and direction together ("created_at:desc"). */
export interface SortOption<TField extends string = string> extends FilterOption<`${TField}:${SortOrder}`> {
  sortBy: TField;
  sortOrder: SortOrder;
}

/** Widths a field may take on wide screens; on phones every field is as wide as the panel. */
export type FieldWidth = "narrow" | "normal" | "wide" | "wider" | "widest";

/** One field of a list's filter bar. `key` names the URL parameter it writes. */
export type FilterField<K extends string = string> =
  /** Free text, applied after a pause in typing. */
  | { kind: "search"; key: K; label?: string; placeholder: string }
  /** One of a set; `options` absent means the page gives them (branches). */
  | {
      kind: "select";
      key: K;
      label: string;
      /** The "no filter" choice: "All statuses". */
      allLabel: string;
      options?: readonly FilterOption[];
      width?: FieldWidth;
    }
  /** Several values typed or pasted in one box (`?ids=a,b`), at most `max`. */
  | {
      kind: "list";
      key: K;
      label: string;
      placeholder: string;
      description: string;
      max: number;
      noun: string;
    }
  /** An identifier applied on Enter or on leaving the box; one that is not valid stays, with `problem`'s words. */
  | { kind: "id"; key: K; label: string; placeholder: string; problem: (text: string) => string | null }
  /** Colombo days `startDate`–`endDate`, with shortcuts that fill them in. */
  | { kind: "days"; label: string }
  /** A period the service knows by name (`dateRange`), or custom days. */
  | { kind: "period"; label?: string }
  /** Column and direction (`sortBy`, `sortOrder`) as one choice: not a filter, never cleared or counted. */
  | { kind: "sort"; options: readonly SortOption[]; defaultLabel: string; width?: FieldWidth }
  /** The direction alone (`sortOrder`): not a filter either. */
  | { kind: "order"; label: string; newestFirst: string; oldestFirst: string };

export interface ListFilterDefinition<P extends ParserMap = ParserMap> {
  /** The URL parameters of the list: filters, order and page. */
  parsers: P;
  fields: readonly FilterField<Extract<keyof P, string>>[];
  /** The parameter of the page size (`limit` or `pageSize`, as the API names it) and the sizes offered. */
  pageSize?: { key: Extract<keyof P, string>; sizes: readonly number[] };
  /** The columns the API sorts by, for lists whose headers sort (`sortBy`, `sortOrder`). */
  sortFields?: readonly string[];
}

/** Checks a definition against its parsers and keeps its exact type. */
export function defineListFilters<P extends ParserMap>(definition: ListFilterDefinition<P>) {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a definition of any list, whatever its parsers.
export type AnyListFilterDefinition = ListFilterDefinition<any>;

export type FiltersOf<D extends AnyListFilterDefinition> = inferParserType<D["parsers"]>;

/** The URL parameters a field writes. */
export function fieldKeys(field: FilterField): string[] {
  switch (field.kind) {
    case "days":
      return ["startDate", "endDate"];
    case "period":
      return ["dateRange", "startDate", "endDate"];
    case "sort":
      return ["sortBy", "sortOrder"];
    case "order":
      return ["sortOrder"];
    default:
      return [field.key];
  }
}

/** Whether the field narrows the list (sorting does not). */
function narrows(field: FilterField): boolean {
  return field.kind !== "sort" && field.kind !== "order";
}

/** What "Clear filters" clears: every filter, not the order. */
export function filterKeys(definition: AnyListFilterDefinition): string[] {
  return definition.fields.filter(narrows).flatMap(fieldKeys);
}

function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(isSet);
  return true;
}

/** Whether one field narrows these values: a window counts once, whichever of its days are set. */
function fieldIsOn(field: FilterField, values: Record<string, unknown>): boolean {
  switch (field.kind) {
    case "sort":
    case "order":
      return false;
    case "days":
      return isSet(values.startDate) || isSet(values.endDate);
    case "period":
      return isSet(values.dateRange);
    default:
      return isSet(values[field.key]);
  }
}

/** How many filters narrow the list: the number on a phone's "Filters" button. */
export function activeFilterCount<P extends ParserMap>(
  definition: ListFilterDefinition<P>,
  values: inferParserType<P>,
): number {
  return definition.fields.filter((field) => fieldIsOn(field, values as Record<string, unknown>)).length;
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveFilters<P extends ParserMap>(
  definition: ListFilterDefinition<P>,
  values: inferParserType<P>,
): boolean {
  return activeFilterCount(definition, values) > 0;
}
