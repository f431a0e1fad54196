"use client";

import type { ReactNode } from "react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import { paymentFilters } from "@/lib/filters/payments";

export interface PaymentFiltersProps {
  accountId: string;
  /** Staff of one branch see that branch only (the BFF enforces it), so they get no branch filter. */
  branchScoped: boolean;
  actions?: ReactNode;
}

const BRANCH = ["branchId"];

/** Every filter of GET /v1/payment/list, with the account's branches read only for those who may pick one. */
export function PaymentFilters({ accountId, branchScoped, actions }: PaymentFiltersProps) {
  const branches = useBranchChoices(accountId, !branchScoped);
  return (
    <ListFilterBar
      definition={paymentFilters}
      choices={{ branchId: branches.filterChoices }}
      hidden={branchScoped ? BRANCH : undefined}
      actions={actions}
    />
  );
}
