"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import type { PageInfo } from "@/components/data-table/types";
import { Button } from "@/components/ui/button";

const count = new Intl.NumberFormat("en-LK");

/** Previous/next paging for a short list embedded in a detail page: "Page 2 of 5 · 43 payments". */
export function CompactPager({
  pageInfo,
  noun,
  onPageChange,
}: {
  pageInfo: PageInfo | undefined;
  /** What is counted, singular and plural: ["payment", "payments"]. */
  noun: readonly [string, string];
  onPageChange: (page: number) => void;
}) {
  if (!pageInfo || pageInfo.totalItems === 0) return null;
  const totalPages = Math.max(1, pageInfo.totalPages);
  return (
    <nav aria-label={`Pages of ${noun[1]}`} className="flex items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {count.format(pageInfo.page)} of {count.format(totalPages)} · {count.format(pageInfo.totalItems)}{" "}
        {pageInfo.totalItems === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Previous page"
          disabled={pageInfo.page <= 1}
          onClick={() => onPageChange(pageInfo.page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Next page"
          disabled={pageInfo.page >= totalPages}
          onClick={() => onPageChange(pageInfo.page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
