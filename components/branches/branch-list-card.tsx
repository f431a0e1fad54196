"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import type { RowActivation } from "@/components/data-table/data-table-row";
import type { Table } from "@/components/data-table/table-model";
import type { PageInfo } from "@/components/data-table/types";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { CompactPager } from "./compact-pager";

/** What a list of the branch's records says of itself on the branch's page. */
export interface BranchListWords {
  title: string;
  description: string;
  /** The link to the whole list, filtered to the branch: "Open in Payments". */
  allLabel: string;
  /** The table's accessible name and what its failure says. */
  label: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; description: string };
  noun: readonly [string, string];
}

/** A short list of the branch's records on its page: ten at a time, a row opens its record. */
export function BranchListCard<TRow>({
  words,
  allHref,
  query,
  table,
  pageInfo,
  onRowActivate,
  onPageChange,
}: {
  words: BranchListWords;
  allHref: string;
  query: Pick<UseQueryResult, "isPending" | "isFetching" | "error" | "refetch">;
  table: Table<TRow>;
  pageInfo: PageInfo | undefined;
  onRowActivate: (row: TRow, how: RowActivation) => void;
  onPageChange: (page: number) => void;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{words.title}</CardTitle>
        <CardDescription>{words.description}</CardDescription>
        <CardAction>
          <Link href={allHref} className="text-sm underline-offset-4 hover:underline">
            {words.allLabel}
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3">
        <DataTable
          table={table}
          label={words.label}
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.error}
          errorTitle={words.errorTitle}
          onRetry={() => void query.refetch()}
          onRowActivate={onRowActivate}
          skeletonRows={5}
          emptyState={<EmptyState {...words.empty} className="m-4" />}
        />
        <CompactPager pageInfo={pageInfo} noun={words.noun} onPageChange={onPageChange} />
      </CardContent>
    </Card>
  );
}
