import { OfframpDetailSkeleton } from "@/components/offramp/detail/offramp-detail";

export default function Loading() {
  return <OfframpDetailSkeleton />;
}
