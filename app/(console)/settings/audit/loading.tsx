import { ListPageSkeleton } from "@/components/shell/list-page-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

export default function AuditLoading() {
  return (
    <ListPageSkeleton label="Loading the audit log…" rows={8} rowClassName="h-12 w-full">
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-9 w-36" />
      </div>
    </ListPageSkeleton>
  );
}
