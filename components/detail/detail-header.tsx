import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { BackLink } from "./back-link";

/**
 * The top of a detail page: the way back to its list, what the record is (`children`: its title and badge),
 * and "Refresh", which reads it again.
 */
export function DetailHeader({
  backHref,
  backLabel,
  children,
  onRefresh,
  refreshing,
}: {
  backHref: string;
  backLabel: string;
  children: ReactNode;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-3">
        <BackLink href={backHref}>{backLabel}</BackLink>
        {children}
      </div>
      <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
        {refreshing ? null : <RotateCw aria-hidden="true" />}
        Refresh
      </Button>
    </div>
  );
}
