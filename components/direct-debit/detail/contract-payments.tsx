"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { Amount } from "@/components/money/amount-cell";
import { paymentHref } from "@/components/payments/payment-columns";
import { paymentListOptions } from "@/components/payments/payment-queries";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { loadPaymentFilters } from "@/lib/filters/payments";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { chargeContractHref } from "../hrefs";
import { type RememberedCharge, useRememberedCharges } from "../session-charges";

/** This tab's charges of the contract, with their current status from the payment list's `ids` filter. */
function ChargesTable({ accountId, charges }: { accountId: string; charges: readonly RememberedCharge[] }) {
  const filters = {
    ...loadPaymentFilters(""),
    ids: charges.map((charge) => charge.paymentId),
    pageSize: 50 as const,
  };
  const current = useQuery({ ...paymentListOptions(accountId, filters), enabled: charges.length > 0 });
  const byId = new Map((current.data?.data ?? []).map((payment) => [payment.id, payment]));
  return (
    <Table aria-label="Charges made in this tab">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col">Payment</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
          <TableHead scope="col" className="hidden sm:table-cell">
            Created
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {charges.map((charge) => {
          const payment = byId.get(charge.paymentId);
          return (
            <TableRow key={charge.paymentId}>
              <TableCell>
                <Link
                  href={paymentHref(accountId, charge.paymentId)}
                  className="font-mono text-xs hover:underline"
                  title={charge.paymentId}
                >
                  {charge.paymentId.slice(0, 8)}…
                </Link>
              </TableCell>
              <TableCell>
                {payment ? (
                  <StatusBadge kind="payment" status={payment.status} />
                ) : (
                  <span className="text-muted-foreground">{current.isPending ? "Checking…" : "—"}</span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <Amount
                  value={payment?.amount ?? charge.amount}
                  currency={payment?.currency ?? charge.currency}
                />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <DateCell value={charge.createdAt} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The contract's payments. The service's payment list carries no contract id and has no contract filter,
 * so the console lists the charges it made from this tab, and says where the others are.
 */
export function ContractPayments({
  accountId,
  contract,
  canCharge,
}: {
  accountId: string;
  contract: Contract;
  canCharge: boolean;
}) {
  const charges = useRememberedCharges(accountId, contract.id);
  const chargeable = canCharge && contract.status === "SIGNED";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>
          The payments service cannot list payments by contract. Charges made from this browser tab appear
          here; every charge is also in{" "}
          <Link
            href={`/accounts/${encodeURIComponent(accountId)}/payments`}
            className="underline underline-offset-4"
          >
            Payments
          </Link>
          , where its page names this contract.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {charges.length > 0 ? (
          <ChargesTable accountId={accountId} charges={charges} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {contract.paymentCount > 0
              ? "No charges made from this tab yet."
              : contract.status === "SIGNED"
                ? "No charges yet."
                : "Charges are possible once the customer has signed the contract."}
          </p>
        )}
        {chargeable ? (
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
