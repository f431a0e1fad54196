import { SettlementDetailSkeleton } from "@/components/settlements/detail/settlement-detail";

export default function Loading() {
  return <SettlementDetailSkeleton />;
}
