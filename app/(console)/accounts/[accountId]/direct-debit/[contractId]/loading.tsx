import { DetailSkeleton } from "@/components/detail/detail-skeleton";

export default function Loading() {
  return <DetailSkeleton label="Loading the contract" />;
}
