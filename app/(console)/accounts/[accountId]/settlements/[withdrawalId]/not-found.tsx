import { NotFoundState } from "@/components/detail/not-found-state";
import { settlementNotFound } from "@/components/settlements/detail/settlement-detail";

// Next passes no params to not-found files; the relative link goes back to this account's list.
export default function SettlementNotFoundPage() {
  return <NotFoundState {...settlementNotFound} listHref="../settlements" />;
}
