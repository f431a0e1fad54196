"use client";

import type { ComponentProps } from "react";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { NotFoundState } from "@/components/detail/not-found-state";
import { DetailQueryStates } from "@/components/query-error-state";
import { contractsHref } from "../hrefs";
import { contractNotFound } from "./contract-not-found";

/** A contract's pages (its detail, its charge form) before the contract: loading, not found, failed. */
export function ContractQueryStates({
  accountId,
  query,
}: {
  accountId: string;
  query: ComponentProps<typeof DetailQueryStates>["query"];
}) {
  return (
    <DetailQueryStates
      query={query}
      loading={<DetailSkeleton label="Loading the contract" />}
      notFound={<NotFoundState {...contractNotFound} listHref={contractsHref(accountId)} />}
      failedTitle="The contract could not be loaded"
    />
  );
}
