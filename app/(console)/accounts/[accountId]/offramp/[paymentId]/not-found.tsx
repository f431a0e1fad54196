import { OfframpNotFound } from "@/components/offramp/detail/offramp-detail";

// Next passes no params to not-found files; the relative link goes back to this account's report.
export default function OfframpNotFoundPage() {
  return <OfframpNotFound listHref="../offramp" />;
}
