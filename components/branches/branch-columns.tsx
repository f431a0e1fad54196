"use client";

import { dateColumn } from "@/components/data-table/date-column";
import type { ColumnDef } from "@/components/data-table/types";
import Link from "@/components/ui/link";
import type { BranchListItem } from "@/lib/payments-api/branches";
import { BranchStatusBadge } from "./branch-status-badge";

/**
 * The branches table's columns. Name, code and created date are sortable because the API sorts by them
 * (`sortBy`); their column ids are the API's names, so the table's sorting state maps straight to the URL.
 */
export function branchColumns(hrefFor: (branch: BranchListItem) => string): ColumnDef<BranchListItem>[] {
  return [
    {
      id: "name",
      // TanStack sorts (here: asks the API to) only columns with an accessor.
      accessorKey: "name",
      header: "Name",
      enableSorting: true,
      enableHiding: false,
      meta: { label: "Name", className: "min-w-40", mobile: "primary" },
      cell: ({ row }) => (
        <Link href={hrefFor(row.original)} className="font-medium hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "code",
      accessorKey: "code",
      header: "Code",
      enableSorting: true,
      meta: { label: "Code" },
      cell: ({ row }) => <code className="font-mono text-xs">{row.original.code}</code>,
    },
    {
      id: "city",
      header: "City",
      meta: { label: "City", className: "hidden sm:table-cell" },
      cell: ({ row }) => row.original.city || <span className="text-muted-foreground">—</span>,
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", mobile: "status" },
      cell: ({ row }) => <BranchStatusBadge isActive={row.original.isActive} />,
    },
    dateColumn("created_at", "Created", (branch) => branch.createdAt, {
      sortable: true,
      className: "hidden md:table-cell",
    }),
  ];
}
