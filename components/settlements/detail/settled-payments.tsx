"use client";

import { useState } from "react";
import { Amount } from "@/components/money/amount-cell";
import { paymentHref } from "@/components/payments/payment-columns";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { sumText } from "@/lib/decimal-text";
import { formatCount } from "@/lib/format";
import type { WithdrawalDetail } from "@/lib/payments-api/withdrawals";

/** Rows shown before "Show all": a long request stays a short page until asked. */
export const FIRST_ROWS = 50;

/** The payments a request settles, each linking to its page, with the net totals they add up to. */
export function SettledPayments({
  accountId,
  payments,
}: {
  accountId: string;
  payments: WithdrawalDetail["payments"];
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? payments : payments.slice(0, FIRST_ROWS);
  const totalLkr = sumText(payments.map((payment) => payment.lkrNetAmount));
  const totalUsdt = sumText(payments.map((payment) => payment.usdtNetAmount));
  const count = formatCount(payments.length, ["payment", "payments"]);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Settled payments</CardTitle>
        <CardDescription>
          {payments.length === 0
            ? "The service lists no payments for this request."
            : `${count}, each with the net amount this request settles.`}
        </CardDescription>
      </CardHeader>
      {payments.length > 0 ? (
        <CardContent className="grid gap-3">
          <Table aria-label="Settled payments">
            <TableHeader>
              <TableRow>
                <TableHead>Payment</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Net (LKR)</TableHead>
                <TableHead className="text-right">Net (USDT)</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>
                    <Link
                      href={paymentHref(accountId, payment.id)}
                      className="font-mono text-xs break-all underline-offset-4 hover:underline"
                    >
                      {payment.payId}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusBadge kind="payment" status={payment.status} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Amount value={payment.lkrNetAmount} currency="LKR" />
                  </TableCell>
                  <TableCell className="text-right">
                    <Amount value={payment.usdtNetAmount} currency="USDT" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableHead scope="row" colSpan={2}>
                  Total of {count}
                </TableHead>
                <TableCell className="text-right font-medium">
                  <Amount value={totalLkr} currency="LKR" />
                </TableCell>
                <TableCell className="text-right font-medium">
                  <Amount value={totalUsdt} currency="USDT" />
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
          {payments.length > FIRST_ROWS ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                {showAll ? `All ${count}` : `The first ${FIRST_ROWS} of ${count}`}; the total counts them all.
              </span>
              <Button variant="outline" size="sm" onClick={() => setShowAll((value) => !value)}>
                {showAll ? `Show the first ${FIRST_ROWS}` : `Show all ${count}`}
              </Button>
            </div>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
