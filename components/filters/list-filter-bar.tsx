"use client";

import type { Options } from "nuqs";
import { type ReactNode, useRef } from "react";
import { useListFilters } from "@/data/url-filters";
import {
  type AnyListFilterDefinition,
  activeFilterCount,
  type FieldWidth,
  type FilterField,
  type FilterOption,
} from "@/lib/filters/definition";
import type { SortOrder } from "@/lib/filters/parsers";
import { splitList } from "@/lib/filters/split-list";
import { AddressNotice } from "./address-notice";
import { DateRangeFilter, type DateRangePreset } from "./date-range-filter";
import { FilterBar } from "./filter-bar";
import { IdFilter } from "./id-filter";
import { SearchFilter } from "./search-filter";
import { SelectFilter } from "./select-filter";
import { SortFilter } from "./sort-filter";
import { useAddressProblems } from "./use-address-problems";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

// Whole class names, so Tailwind finds them.
const widths: Record<FieldWidth, string | undefined> = {
  narrow: "sm:w-36",
  normal: undefined,
  wide: "sm:w-52",
  wider: "sm:w-56",
  widest: "sm:w-64",
};

/** Choices only the page knows (the account's branches); `failed` when they could not be read. */
export interface PageChoices {
  options: readonly FilterOption[];
  failed?: boolean;
  /** Still being read: no choice is known to be missing yet. */
  loading?: boolean;
}

export interface ListFilterBarProps {
  definition: AnyListFilterDefinition;
  /** Choices by field key, for the fields whose definition leaves them to the page. */
  choices?: Partial<Record<string, PageChoices>>;
  /** Keys of fields this person does not get (the branch filter for a member of one branch). */
  hidden?: readonly string[];
  /** How changes are written: the audit page asks the server for each, in a transition. */
  urlOptions?: Options;
  /** What sits at the end of the bar: column menu, export. */
  actions?: ReactNode;
}

/**
 * A list's filters as its definition in `lib/filters` describes them, kept in the URL so a filtered view can
 * be shared and reloaded. On a phone they fold behind one "Filters" button that counts them. A filter picked
 * while the page was still loading is applied once the script runs.
 */
export function ListFilterBar({
  definition,
  choices = {},
  hidden = [],
  urlOptions,
  actions,
}: ListFilterBarProps) {
  const { filters, setFilters, clearFilters } = useListFilters(definition, urlOptions);
  const address = useAddressProblems(definition, choices, { hidden });
  const values = filters as Record<string, unknown>;
  const set = (change: Record<string, unknown>) => void setFilters(change as never);
  const bar = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(bar);

  const fieldOf = (field: FilterField, index: number): ReactNode => {
    if ("key" in field && hidden.includes(field.key)) return null;
    switch (field.kind) {
      case "search":
        return (
          <SearchFilter
            key={field.key}
            label={field.label}
            value={values[field.key] as string | null}
            placeholder={field.placeholder}
            onChange={(value) => set({ [field.key]: value })}
          />
        );
      case "select": {
        const given = choices[field.key];
        return (
          <SelectFilter
            key={field.key}
            label={field.label}
            value={values[field.key] as string | null}
            options={field.options ?? given?.options ?? []}
            allLabel={given?.failed ? `${field.allLabel} (list unavailable)` : field.allLabel}
            onChange={(value) => set({ [field.key]: value })}
            className={widths[field.width ?? "normal"]}
          />
        );
      }
      case "list": {
        const problem = (text: string) => {
          const count = splitList(text).length;
          return count > field.max ? `At most ${field.max} ${field.noun} at a time (${count} given).` : null;
        };
        return (
          <SearchFilter
            key={field.key}
            label={field.label}
            value={(values[field.key] as string[] | null)?.join(", ") ?? null}
            placeholder={field.placeholder}
            description={field.description}
            maxLength={5_000}
            problem={problem}
            normalize={sameList}
            onChange={(text) => {
              const items = text === null ? [] : splitList(text);
              set({ [field.key]: items.length > 0 ? items : null });
            }}
          />
        );
      }
      case "id":
        return (
          <IdFilter
            key={field.key}
            label={field.label}
            placeholder={field.placeholder}
            value={values[field.key] as string | null}
            problem={field.problem}
            onChange={(value) => set({ [field.key]: value })}
          />
        );
      case "days":
        return (
          <DateRangeFilter
            key={index}
            kind="window"
            label={field.label}
            value={{ startDate: values.startDate as string | null, endDate: values.endDate as string | null }}
            onChange={({ startDate, endDate }) => set({ startDate, endDate })}
          />
        );
      case "period":
        return (
          <DateRangeFilter
            key={index}
            kind="preset"
            label={field.label}
            value={{
              range: values.dateRange as DateRangePreset | null,
              startDate: values.startDate as string | null,
              endDate: values.endDate as string | null,
            }}
            onChange={({ range, startDate, endDate }) => set({ dateRange: range, startDate, endDate })}
          />
        );
      case "sort":
        return (
          <SortFilter
            key={index}
            options={field.options}
            sortBy={values.sortBy as string}
            sortOrder={values.sortOrder as SortOrder}
            defaultLabel={field.defaultLabel}
            onChange={set}
            className={widths[field.width ?? "wider"]}
          />
        );
      case "order":
        return (
          <SelectFilter
            key={index}
            label={field.label}
            value={values.sortOrder === "asc" ? "asc" : null}
            options={[{ value: "asc", label: field.oldestFirst }]}
            allLabel={field.newestFirst}
            onChange={(sortOrder) => set({ sortOrder })}
            className={widths.narrow}
          />
        );
    }
  };

  return (
    <div ref={bar} className="contents">
      <AddressNotice problems={address.problems} onRemove={address.remove} />
      <FilterBar
        activeCount={activeFilterCount(definition, filters)}
        onClear={clearFilters}
        actions={actions}
      >
        {definition.fields.map(fieldOf)}
      </FilterBar>
    </div>
  );
}

/** Lists that mean the same filter ("a,b" and "a, b"), so the box is not rewritten under the typing. */
const sameList = (text: string) => splitList(text).join(",");
