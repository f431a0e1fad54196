"use client";

import { type ReactNode, useEffect, useState } from "react";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import type { personWords as PersonWords } from "@/components/forms/person-words";
import { ErrorState, type ErrorStateProps } from "@/components/ui/error-state";
import { isBffError } from "@/data/bff";

const UNKNOWN_FAILURE = "Something went wrong. Try again in a moment.";

interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

// The rules that put a message in a person's words load with the first failure a page shows, not with every
// page: most views never fail.
let wording: typeof PersonWords | null = null;
const loadWording = () =>
  import("@/components/forms/person-words").then((module) => {
    wording = module.personWords;
    return wording;
  });

/**
 * The console's or the service's message in a person's words, or a plain apology for anything else; null for
 * the moment the wording rules take to load the first time.
 */
function useFailureMessage(error: unknown): string | null {
  const [loaded, setLoaded] = useState<"yes" | "failed" | null>(wording !== null ? "yes" : null);
  const needsWording = isBffError(error) && wording === null;
  useEffect(() => {
    if (!needsWording) return;
    let live = true;
    loadWording().then(
      () => live && setLoaded("yes"),
      // Offline, the rules may not load: the message is shown as the console wrote it.
      () => live && setLoaded("failed"),
    );
    return () => {
      live = false;
    };
  }, [needsWording]);
  if (!isBffError(error)) return UNKNOWN_FAILURE;
  if (wording) return wording(error.message);
  return loaded === "failed" ? error.message : null;
}

/** A query that failed: what could not be loaded, why, the request id to quote, and "Try again". */
export function QueryErrorState({
  query,
  ...props
}: { query: FailedQuery } & Omit<ErrorStateProps, "message" | "requestId" | "onRetry" | "retrying">) {
  const { error } = query;
  const message = useFailureMessage(error);
  return (
    <ErrorState
      {...props}
      message={message}
      requestId={isBffError(error) ? error.requestId : null}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/**
 * The states of a detail page before its data: the skeleton while loading, the page's own "not found" when the
 * console answers 404 (or another status the page names: 403 for resources another branch owns), else the
 * failure, each under the page's way back when it has one. Used as
 * `if (!query.isSuccess) return <DetailQueryStates … />`, so the rest sees the data.
 */
export function DetailQueryStates({
  query,
  back,
  loading,
  notFound,
  notFoundStatuses = [404],
  failedTitle,
}: {
  query: FailedQuery & { isPending: boolean };
  back?: ReactNode;
  /** The page's own skeleton, or the words of the standard one ("Loading the branch"). */
  loading: ReactNode;
  notFound: ReactNode;
  notFoundStatuses?: readonly number[];
  /** "The payout could not be loaded". */
  failedTitle: string;
}) {
  const state = query.isPending ? (
    typeof loading === "string" ? (
      <DetailSkeleton label={loading} />
    ) : (
      loading
    )
  ) : isBffError(query.error) && notFoundStatuses.includes(query.error.status) ? (
    notFound
  ) : (
    <QueryErrorState query={query} title={failedTitle} />
  );
  if (!back) return state;
  return (
    <div className="grid gap-4">
      {back}
      {state}
    </div>
  );
}
