"use client";

import { Download } from "lucide-react";
import { useTransition } from "react";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import type { FilterOption } from "@/components/filters/select-filter";
import { Button } from "@/components/ui/button";
import { auditFilters } from "@/lib/filters/audit";

export interface AuditFiltersProps {
  people: readonly FilterOption[];
  accounts: readonly FilterOption[];
  operations: readonly FilterOption[];
  /** The export's address for the current filters (all pages, not only this one). */
  exportHref: string;
}

const ACCOUNT = ["account"];

/**
 * The audit page's filters, kept in the URL. The page reads the trail on the server, so each change is
 * a navigation (not a shallow URL update); while it runs the bar says so.
 */
export function AuditFilters({ people, accounts, operations, exportHref }: AuditFiltersProps) {
  const [pending, startTransition] = useTransition();
  return (
    <div className="grid gap-2">
      <ListFilterBar
        definition={auditFilters}
        choices={{
          person: { options: people },
          account: { options: accounts },
          operation: { options: operations },
        }}
        hidden={accounts.length > 1 ? undefined : ACCOUNT}
        urlOptions={{ shallow: false, startTransition }}
        actions={
          <Button asChild variant="outline" size="sm" className="h-9">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {pending ? "Loading the entries…" : ""}
      </p>
    </div>
  );
}
