import type { NotFoundWords } from "@/components/detail/not-found-state";

export const contractNotFound: NotFoundWords = {
  title: "Contract not found",
  description:
    "No direct-debit contract with this id belongs to this account (or to your branch). Check the id, or find it in the list.",
  listLabel: "All contracts",
};
