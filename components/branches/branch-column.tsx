"use client";

import type { ColumnDef } from "@/components/data-table/types";
import Link from "@/components/ui/link";

export interface BranchColumnOptions {
  /** A branch's name for its id, when the branches have loaded. */
  branchName?: (branchId: string) => string | undefined;
  /** The detail page of a branch; without it the branch shows as text. */
  branchHref?: (branchId: string) => string;
}

/** The "Branch" column of a list whose records may belong to a branch: its name, linking to its page. */
export function branchColumn<TRow extends { branchId?: string | null }>({
  branchName,
  branchHref,
}: BranchColumnOptions): ColumnDef<TRow> {
  return {
    id: "branch",
    header: "Branch",
    meta: { label: "Branch", className: "hidden lg:table-cell" },
    cell: ({ row }) => {
      const id = row.original.branchId;
      if (!id) return <span className="text-muted-foreground">—</span>;
      const label = branchName?.(id) ?? <code className="font-mono text-xs">{id.slice(0, 8)}</code>;
      return branchHref ? (
        <Link href={branchHref(id)} className="whitespace-normal hover:underline">
          {label}
        </Link>
      ) : (
        label
      );
    },
  };
}
