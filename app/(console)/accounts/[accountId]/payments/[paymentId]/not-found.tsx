import { NotFoundState } from "@/components/detail/not-found-state";
import { paymentNotFound } from "@/components/payments/detail/payment-not-found";

// Next passes no params to not-found files; the relative link goes back to this account's list.
export default function PaymentNotFoundPage() {
  return <NotFoundState {...paymentNotFound} listHref="../payments" />;
}
