"use client";

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { PAGE_SIZE_OPTIONS, type PageInfo } from "./types";

export interface DataTablePaginationProps {
  pageInfo: PageInfo | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** What is counted, singular and plural: ["payment", "payments"]. */
  noun?: readonly [singular: string, plural: string];
  className?: string;
}

const count = new Intl.NumberFormat("en-LK");

/** Server-side paging: rows per page, "Page 2 of 40 · 793 payments", first/previous/next/last. */
export function DataTablePagination({
  pageInfo,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  noun = ["item", "items"],
  className,
}: DataTablePaginationProps) {
  const sizeId = useId();
  const page = pageInfo?.page ?? 1;
  const totalPages = Math.max(1, pageInfo?.totalPages ?? 1);
  const pageSize = pageInfo?.pageSize ?? pageSizeOptions[0] ?? 20;
  const canPrevious = pageInfo !== undefined && page > 1;
  const canNext = pageInfo !== undefined && page < totalPages;
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];

  return (
    <nav
      aria-label="Pagination"
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap text-muted-foreground">
          Rows per page
        </label>
        <NativeSelect
          id={sizeId}
          className="h-8 w-20"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-muted-foreground" aria-live="polite">
        {pageInfo
          ? `Page ${count.format(page)} of ${count.format(totalPages)} · ${formatCount(pageInfo.totalItems, noun)}`
          : "Loading…"}
      </p>
      <div className="flex items-center gap-1">
        <PageButton label="First page" disabled={!canPrevious} onClick={() => onPageChange(1)}>
          <ChevronsLeft aria-hidden="true" />
        </PageButton>
        <PageButton label="Previous page" disabled={!canPrevious} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </PageButton>
        <PageButton label="Next page" disabled={!canNext} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </PageButton>
        <PageButton label="Last page" disabled={!canNext} onClick={() => onPageChange(totalPages)}>
          <ChevronsRight aria-hidden="true" />
        </PageButton>
      </div>
    </nav>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="icon-sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
