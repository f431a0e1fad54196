import type { FilterField } from "./definition";

/**
 * The Branch select of a list's filter bar. The branches are the account's, so the page gives the options;
 * a member of one branch gets no branch filter.
 */
export const branchFilterField: FilterField<"branchId"> = {
  kind: "select",
  key: "branchId",
  label: "Branch",
  allLabel: "All branches",
};
