import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { Payment } from "@/lib/payments-api/payments";
import { DetailItem, DetailList, IdValue } from "./detail-list";

function CopyableId({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <IdValue value={value} />
      <CopyButton value={value} label={`Copy ${label}`} className="-my-1 shrink-0" />
    </span>
  );
}

/** The payment's identifiers, each copyable: for support, reconciliation and the merchant's own records. */
export function PaymentIdsCard({ payment }: { payment: Payment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Identifiers</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailItem label="Payment id">
            <CopyableId value={payment.id} label="payment id" />
          </DetailItem>
          <DetailItem label="Payment no.">
            <CopyableId value={payment.paymentNo} label="payment number" />
          </DetailItem>
          <DetailItem label="Provider's id">
            <CopyableId value={payment.payId} label="provider's payment id" />
          </DetailItem>
          <DetailItem label="Your trade no.">
            {payment.merchantTradeNo ? (
              <CopyableId value={payment.merchantTradeNo} label="trade number" />
            ) : null}
          </DetailItem>
          {payment.directDebitContractId ? (
            <DetailItem label="Direct debit contract">
              <CopyableId value={payment.directDebitContractId} label="contract id" />
            </DetailItem>
          ) : null}
        </DetailList>
      </CardContent>
    </Card>
  );
}
