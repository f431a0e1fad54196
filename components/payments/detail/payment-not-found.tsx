import { NotFoundState } from "@/components/detail/not-found-state";

export function PaymentNotFound({ paymentsHref }: { paymentsHref: string }) {
  return (
    <NotFoundState
      title="Payment not found"
      description="No payment with this id belongs to this account (or to your branch). Check the id, or find it in the list."
      listHref={paymentsHref}
      listLabel="All payments"
    />
  );
}
