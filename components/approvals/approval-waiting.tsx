"use client";

import { Hourglass } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { type ApprovalKind, approvalHref, approvalsHref } from "@/lib/approvals";

/**
 * What the requester sees when a payout or settlement is above the account's threshold (the last 24 hours
 * counted): why, that nothing was sent, that it waits for another member, and where to follow it.
 */
export function ApprovalWaiting({
  accountId,
  approvalId,
  reason,
  what,
}: {
  accountId: string;
  approvalId: string;
  /** Why it waits, in words (the console's decision, with the last 24 hours counted). */
  reason: string;
  what: ApprovalKind;
}) {
  const router = useRouter();
  // The sidebar counts the requests waiting: read the shell again now that there is one more.
  useEffect(() => router.refresh(), [router]);
  const noun = what === "payout" ? "payout" : "settlement request";
  return (
    <Alert role="status" variant="warning">
      <Hourglass aria-hidden="true" />
      <AlertTitle>Waiting for a second person&apos;s approval</AlertTitle>
      <AlertDescription>
        <p>{reason}</p>
        <p>
          Nothing was sent yet. Another member who can make {what === "payout" ? "payouts" : "settlements"}{" "}
          has to approve this {noun}; it is sent then, once.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link
            href={approvalHref(accountId, approvalId)}
            className="font-medium underline underline-offset-4"
          >
            Open the request
          </Link>
          <Link href={approvalsHref(accountId)} className="underline underline-offset-4">
            All approvals
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
