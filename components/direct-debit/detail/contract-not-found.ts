import type { NotFoundWords } from "@/components/detail/not-found-state";
import type { RecordPages } from "@/components/detail/record-query-states";
import { contractsHref } from "../hrefs";

export const contractNotFound: NotFoundWords = {
  title: "Contract not found",
  description:
    "No direct-debit contract with this id belongs to this account (or to your branch). Check the id, or find it in the list.",
  listLabel: "All contracts",
};

/** The contract's pages before the contract is read. */
export const contractPages: RecordPages = {
  record: "contract",
  notFound: contractNotFound,
  listHref: contractsHref,
};
