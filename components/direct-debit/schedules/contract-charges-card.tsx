"use client";

import { Plus } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { Amount } from "@/components/money/amount-cell";
import { paymentHref } from "@/components/payments/payment-columns";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ChargeSchedule, ContractCharge, ContractChargesAnswer } from "@/lib/charge-schedules";
import { formatAmount, formatDateTime } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { chargeContractHref } from "../hrefs";
import { attemptWords, dayWords, madeByWords } from "./schedule-words";

/** The fee total the service computed for a charge's payment, in USDT (and LKR when it had a rate). */
function Fees({ charge }: { charge: ContractCharge }) {
  if (!charge.fees) return null;
  return (
    <span className="text-xs text-muted-foreground">
      Fees <Amount value={charge.fees.totalFeesUSDT} currency="USDT" />
      {charge.fees.totalFeesLKR != null ? (
        <>
          {" "}
          (<Amount value={charge.fees.totalFeesLKR} currency="LKR" />)
        </>
      ) : null}
    </span>
  );
}

/** The status in words, which try it is, why it failed, and when a waiting retry goes. */
function ChargeStatus({ charge }: { charge: ContractCharge }) {
  const attempt = attemptWords(charge);
  return (
    <span className="grid justify-items-start gap-1">
      <StatusBadge kind="charge" status={charge.state} />
      {attempt ? <span className="text-xs text-muted-foreground">{attempt}</span> : null}
      {charge.state === "waiting" && charge.notBefore ? (
        <span className="text-xs text-muted-foreground">Next try {formatDateTime(charge.notBefore)}</span>
      ) : null}
      {charge.failureReason ? (
        <span className="text-xs text-muted-foreground">{charge.failureReason}</span>
      ) : null}
    </span>
  );
}

/**
 * Three columns, so the table fits the contract page's column and a phone: when and by whom (with the
 * payment's link), the amount with its fees, and the status with its retry.
 */
function ChargesTable({
  accountId,
  charges,
  schedules,
}: {
  accountId: string;
  charges: readonly ContractCharge[];
  schedules: readonly ChargeSchedule[];
}) {
  return (
    <Table aria-label="Charges">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col">Charge</TableHead>
          <TableHead scope="col" className="text-right">
            Amount and fees
          </TableHead>
          <TableHead scope="col">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {charges.map((charge) => (
          <TableRow key={charge.id}>
            <TableCell className="align-top whitespace-normal">
              <span className="grid gap-0.5">
                <DateCell value={charge.createdAt} />
                <span className="text-xs text-muted-foreground">
                  {charge.dueDate ? `Due ${dayWords(charge.dueDate)} · ` : ""}
                  {madeByWords(charge, schedules)}
                </span>
                {charge.paymentId ? (
                  <Link
                    href={paymentHref(accountId, charge.paymentId)}
                    className="text-xs underline underline-offset-4"
                    aria-label={`View the payment of the charge of ${formatAmount(charge.amount, charge.currency)} made ${formatDateTime(charge.createdAt)}`}
                  >
                    View payment
                  </Link>
                ) : null}
              </span>
            </TableCell>
            <TableCell className="text-right align-top">
              <span className="grid justify-items-end gap-0.5">
                <Amount value={charge.amount} currency={charge.currency} />
                <Fees charge={charge} />
              </span>
            </TableCell>
            <TableCell className="align-top whitespace-normal">
              <ChargeStatus charge={charge} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every charge the console made for the contract, by a person or a schedule, and the next one due. */
export function ContractChargesCard({
  accountId,
  contract,
  answer,
  canCharge,
}: {
  accountId: string;
  contract: Contract;
  answer: ContractChargesAnswer;
  canCharge: boolean;
}) {
  const { charges, schedules, nextDue } = answer;
  const nextSchedule = nextDue ? schedules.find((s) => s.id === nextDue.scheduleId) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Charges</CardTitle>
        <CardDescription>
          Every charge made from the console, by a person or a schedule, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {nextDue ? (
          <p className="text-sm">
            <span className="font-medium">Next charge:</span>{" "}
            <Amount value={nextDue.amount} currency={nextDue.currency} /> on {dayWords(nextDue.date)}
            {nextSchedule ? `, for “${nextSchedule.productName}”` : ""}.
          </p>
        ) : null}
        {charges.length > 0 ? (
          <ChargesTable accountId={accountId} charges={charges} schedules={schedules} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {contract.status === "SIGNED"
              ? "No charges yet."
              : "Charges are possible once the customer has signed the contract."}
          </p>
        )}
        {canCharge && contract.status === "SIGNED" ? (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link href={chargeContractHref(accountId, contract.id)}>
                <Plus aria-hidden="true" />
                Charge this contract
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
