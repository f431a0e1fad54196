"use client";

import type { ReactNode } from "react";
import { personWords } from "@/components/forms/person-words";
import { ErrorState, type ErrorStateProps } from "@/components/ui/error-state";
import { isBffError } from "@/data/bff";

const UNKNOWN_FAILURE = "Something went wrong. Try again in a moment.";

interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The console's or the service's message in a person's words, or a plain apology for anything else. */
export function queryFailureMessage(error: unknown): string {
  return isBffError(error) ? personWords(error.message) : UNKNOWN_FAILURE;
}

/** A query that failed: what could not be loaded, why, the request id to quote, and "Try again". */
export function QueryErrorState({
  query,
  ...props
}: { query: FailedQuery } & Omit<ErrorStateProps, "message" | "requestId" | "onRetry" | "retrying">) {
  const { error } = query;
  return (
    <ErrorState
      {...props}
      message={queryFailureMessage(error)}
      requestId={isBffError(error) ? error.requestId : null}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/**
 * The states of a detail page before its data: the skeleton while loading, the page's own "not found" when the
 * console answers 404 (or another status the page names: 403 for resources another branch owns), else the
 * failure. Used as `if (!query.isSuccess) return <DetailQueryStates … />`, so the rest sees the data.
 */
export function DetailQueryStates({
  query,
  loading,
  notFound,
  notFoundStatuses = [404],
  failedTitle,
}: {
  query: FailedQuery & { isPending: boolean };
  loading: ReactNode;
  notFound: ReactNode;
  notFoundStatuses?: readonly number[];
  /** "The payout could not be loaded". */
  failedTitle: string;
}) {
  if (query.isPending) return loading;
  if (isBffError(query.error) && notFoundStatuses.includes(query.error.status)) return notFound;
  return <QueryErrorState query={query} title={failedTitle} />;
}
