"use client";

import { queryOptions } from "@tanstack/react-query";
import { consoleRequest } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import {
  type ApprovalInput,
  type ApprovalRequestAnswer,
  type ApprovalSummary,
  approvalRequestUrl,
  approvalSummaryUrl,
} from "@/lib/approvals";

// The browser's side of the console's own approval routes (server/approvals/routes.ts): the threshold and
// the number waiting, and holding a request above the threshold for a second person.

const call = async <T>(url: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<T> =>
  (await consoleRequest(url, init.method, { body: init.body })) as T;

export const approvalKeys = {
  all: (accountId: string) => [...queryKeys.account(accountId), "approvals"] as const,
  summary: (accountId: string) => [...queryKeys.account(accountId), "approvals", "summary"] as const,
};

/** The threshold (null: off) and the number of requests waiting, read afresh when money is about to leave. */
export function approvalSummaryOptions(accountId: string) {
  return queryOptions({
    queryKey: approvalKeys.summary(accountId),
    queryFn: () => call<ApprovalSummary>(approvalSummaryUrl(accountId), { method: "GET" }),
    staleTime: 0,
  });
}

/** Holds a payout or settlement for a second person, or answers that it may be sent now. */
export function holdForApproval(accountId: string, input: ApprovalInput): Promise<ApprovalRequestAnswer> {
  return call<ApprovalRequestAnswer>(approvalRequestUrl(accountId), {
    method: "POST",
    body: input,
  });
}
