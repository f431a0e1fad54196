import { PayoutDetailSkeleton } from "@/components/offramp/detail/offramp-detail";

export default function Loading() {
  return <PayoutDetailSkeleton />;
}
