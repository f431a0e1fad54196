"use client";

import { useQuery } from "@tanstack/react-query";
import { approvalSummaryOptions } from "./approval-requests";

/** The account of an approvals link: `/accounts/{id}/approvals`. */
function accountOf(href: string): string | null {
  const match = /^\/accounts\/([^/]+)\/approvals$/.exec(href);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** How many requests wait for a second person, beside the sidebar's Approvals entry; nothing at zero. */
export function PendingApprovalsBadge({ href }: { href: string }) {
  const accountId = accountOf(href) ?? "";
  const summary = useQuery({ ...approvalSummaryOptions(accountId), enabled: accountId !== "" });
  const pending = summary.data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-warning-foreground tabular-nums dark:text-warning"
      data-testid="pending-approvals-count"
    >
      {pending}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
