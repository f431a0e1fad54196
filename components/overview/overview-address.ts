"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { branchChoicesOptions } from "@/components/branches/queries";
import { useAddressProblems } from "@/components/filters/use-address-problems";
import { defineListFilters } from "@/lib/filters/definition";
import { overviewFilterParsers } from "@/lib/filters/overview";
import { paymentFilterParsers } from "@/lib/filters/payments";

/** The overview's parameters as a filter definition, for the words of what its address asks. */
const overviewAddress = defineListFilters({
  parsers: overviewFilterParsers,
  fields: [
    { kind: "select", key: "period", label: "Period", allLabel: "Last 7 days" },
    { kind: "select", key: "from", label: "From", allLabel: "" },
    { kind: "select", key: "to", label: "To", allLabel: "" },
    { kind: "select", key: "branch", label: "Branch", allLabel: "All branches" },
  ],
});

/** Other pages' filters a person may carry over to the overview (`?dateRange=7d`): said, not silently dropped. */
const FOREIGN_KEYS = Object.keys(paymentFilterParsers).filter((key) => !(key in overviewFilterParsers));

/**
 * What the overview's address asks that it cannot show (a period it does not know, another page's filter, a
 * branch the account does not have), and the branch its figures are for: an unknown branch gives way to all
 * branches, as the notice says.
 */
export function useOverviewAddress(accountId: string, branch: string | null, showBranches: boolean) {
  const branches = useQuery({ ...branchChoicesOptions(accountId), enabled: showBranches });
  const choices = useMemo(
    () =>
      showBranches && branches.data
        ? { branch: { options: branches.data.data.map((b) => ({ value: b.id })) } }
        : undefined,
    [showBranches, branches.data],
  );
  const address = useAddressProblems(overviewAddress, choices, {
    foreignKeys: FOREIGN_KEYS,
    branchKey: "branch",
    unknownBranchResult: "so the figures are of all branches",
  });
  const unknownBranch = address.problems.some((problem) => problem.keys.includes("branch"));
  return { ...address, branch: unknownBranch ? null : branch };
}
