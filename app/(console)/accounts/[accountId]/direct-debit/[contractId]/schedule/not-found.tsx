import { NotFoundState } from "@/components/detail/not-found-state";
import { contractNotFound } from "@/components/direct-debit/detail/contract-not-found";

// Next passes no params to not-found files; the relative link goes back up to this account's list.
export default function ScheduleNotFoundPage() {
  return <NotFoundState {...contractNotFound} listHref="../../direct-debit" />;
}
