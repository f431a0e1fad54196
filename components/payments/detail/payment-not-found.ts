import type { NotFoundWords } from "@/components/detail/not-found-state";

export const paymentNotFound: NotFoundWords = {
  title: "Payment not found",
  description:
    "No payment with this id belongs to this account (or to your branch). Check the id, or find it in the list.",
  listLabel: "All payments",
};
