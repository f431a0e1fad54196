import { NotFoundState } from "@/components/detail/not-found-state";
import { payoutNotFound } from "@/components/offramp/detail/offramp-detail";

// Next passes no params to not-found files; the relative link goes back to this account's report.
export default function OfframpNotFoundPage() {
  return <NotFoundState {...payoutNotFound} listHref="../offramp" />;
}
