import { ListPageSkeleton } from "@/components/shell/list-page-skeleton";

export default function SessionsLoading() {
  return <ListPageSkeleton label="Loading your sessions…" rows={3} rowClassName="h-20 w-full" />;
}
