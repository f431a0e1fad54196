"use client";

import { useQuery } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { DetailList } from "@/components/detail/detail-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiQueries } from "@/data/queries";
import { colomboDate } from "@/lib/dates";
import type { Offramp, OfframpReportItem } from "@/lib/payments-api/offramp";
import { maskAccountNumber } from "../format";

/**
 * The payout's row of the offramp report: GET /v1/aggregator/offramp/:id does not say who was paid or why a
 * payout failed, the report does. It is looked up on the Colombo day the payout was created, page by page
 * (a day rarely holds more than one page of 100).
 */
export function usePayoutReportRow(accountId: string, offramp: Offramp) {
  const day = colomboDate(new Date(offramp.createdAt));
  const [page, setPage] = useState(1);
  const report = useQuery({
    ...apiQueries(accountId).getOfframpReport({
      query: { page, limit: 100, startDate: day, endDate: day, sortBy: "created_at", sortOrder: "desc" },
    }),
    // A failure reason and a bank reference arrive with the status: read again when it changes.
    staleTime: 0,
  });
  const row = report.data?.offramps.find((item) => item.paymentId === offramp.paymentId) ?? null;
  const morePages = report.data ? page < report.data.pagination.totalPages : false;
  useEffect(() => {
    if (report.data && !row && morePages) setPage((current) => current + 1);
  }, [report.data, row, morePages]);
  const searching = report.isPending || (report.data !== undefined && !row && morePages);
  return { row, searching, failed: report.isError, refetch: report.refetch };
}

/** Who was paid: the end user, their bank and the account's last four digits. */
export function PayoutRecipientCard({ accountId, offramp }: { accountId: string; offramp: Offramp }) {
  const { row, searching, failed } = usePayoutReportRow(accountId, offramp);
  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle>Paid to</CardTitle>
      </CardHeader>
      <CardContent>
        {searching ? (
          <div role="status" aria-label="Loading who was paid" className="grid gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : row ? (
          <RecipientDetails row={row} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {failed
              ? "Who was paid could not be read from the offramp report. Refresh to try again."
              : "The offramp report does not list this payout yet."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function RecipientDetails({ row }: { row: OfframpReportItem }) {
  return (
    <DetailList
      layout="rows"
      items={[
        {
          label: "End user",
          value: <code className="font-mono text-xs break-all">{row.externalUserId}</code>,
        },
        { label: "Bank", value: row.bankName ?? "Bank not named" },
        {
          label: "Account",
          value: (
            <span className="font-mono text-xs" title="Only the last four digits are shown">
              {maskAccountNumber(row.accountNumber)}
            </span>
          ),
        },
      ]}
    />
  );
}

/** A failed payout says why, in the service's words, above everything else. */
export function PayoutFailureAlert({ accountId, offramp }: { accountId: string; offramp: Offramp }) {
  const { row, searching } = usePayoutReportRow(accountId, offramp);
  if (offramp.status !== "FAILED") return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>This payout failed</AlertTitle>
      <AlertDescription>
        {searching ? (
          "Reading the reason…"
        ) : (
          <>
            <p>{row?.failureReason ? `Reason: ${row.failureReason}` : "The service gave no reason."}</p>
            <p>Its LKR amount went back to your float as a refund entry in the float ledger.</p>
          </>
        )}
      </AlertDescription>
    </Alert>
  );
}
