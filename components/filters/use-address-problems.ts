"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useMemo } from "react";
import { type AddressProblem, addressProblems } from "@/lib/filters/address-problems";
import type { AnyListFilterDefinition } from "@/lib/filters/definition";

/**
 * The address's filters as given (text, before the list's parsers read them) and what the list cannot show
 * of them; `remove` takes parameters out of the address, replacing the history entry as filters do.
 */
export function useAddressProblems(
  definition: AnyListFilterDefinition,
  choices: Partial<
    Record<string, { options: readonly { value: string }[]; failed?: boolean; loading?: boolean }>
  > = {},
  options: {
    foreignKeys?: readonly string[];
    unknownBranchResult?: string;
    branchKey?: string;
    /** Fields this person does not get (a member of one branch has no branch filter to be wrong). */
    hidden?: readonly string[];
  } = {},
): { problems: AddressProblem[]; remove: (keys: string[]) => void } {
  const keys = [...Object.keys(definition.parsers), ...(options.foreignKeys ?? [])];
  const parsers = Object.fromEntries(keys.map((key) => [key, parseAsString]));
  const [raw, setRaw] = useQueryStates(parsers, { history: "replace" });
  const branchKey = options.branchKey ?? "branchId";
  const branchChoices = options.hidden?.includes(branchKey) ? undefined : choices[branchKey];
  const branches = useMemo(
    () =>
      branchChoices && !branchChoices.failed && !branchChoices.loading
        ? new Set(branchChoices.options.map((option) => option.value))
        : null,
    [branchChoices],
  );
  const given = Object.entries(raw).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const text = new URLSearchParams(given).toString();
  const problems = useMemo(
    () =>
      addressProblems(definition, new URLSearchParams(text), {
        branches,
        branchKey,
        foreignKeys: options.foreignKeys,
        unknownBranchResult: options.unknownBranchResult,
      }),
    [definition, text, branches, branchKey, options.foreignKeys, options.unknownBranchResult],
  );
  return {
    problems,
    remove: (remove) => void setRaw(Object.fromEntries(remove.map((key) => [key, null]))),
  };
}
