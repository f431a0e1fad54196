"use client";

import type { ComponentProps, ReactNode } from "react";
import { DetailQueryStates } from "@/components/query-error-state";
import { NotFoundState, type NotFoundWords } from "./not-found-state";

/** What the pages of one kind of record (its detail, its edit form) say of it before it is read. */
export interface RecordPages {
  /** "payment link": "Loading the payment link", "The payment link could not be loaded". */
  record: string;
  notFound: NotFoundWords;
  /** The list the not-found state leads back to. */
  listHref: (accountId: string) => string;
}

/** A record's page before its record: the skeleton, its own not-found state, or the failure. */
export function RecordQueryStates({
  query,
  pages,
  accountId,
  back,
}: {
  query: ComponentProps<typeof DetailQueryStates>["query"];
  pages: RecordPages;
  accountId: string;
  back?: ReactNode;
}) {
  return (
    <DetailQueryStates
      query={query}
      back={back}
      loading={`Loading the ${pages.record}`}
      notFound={<NotFoundState {...pages.notFound} listHref={pages.listHref(accountId)} />}
      failedTitle={`The ${pages.record} could not be loaded`}
    />
  );
}
