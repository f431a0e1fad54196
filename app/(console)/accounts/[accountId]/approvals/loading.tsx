import { ListPageSkeleton } from "@/components/shell/list-page-skeleton";

export default function ApprovalsLoading() {
  return <ListPageSkeleton label="Loading approvals…" rows={5} rowClassName="h-12 w-full" />;
}
