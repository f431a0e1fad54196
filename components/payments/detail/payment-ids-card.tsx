import { DetailList, IdValue } from "@/components/detail/detail-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { Payment } from "@/lib/payments-api/payments";

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
        <DetailList
          layout="rows"
          items={[
            { label: "Payment id", value: <CopyableId value={payment.id} label="payment id" /> },
            { label: "Payment no.", value: <CopyableId value={payment.paymentNo} label="payment number" /> },
            {
              label: "Provider's id",
              value: <CopyableId value={payment.payId} label="provider's payment id" />,
            },
            {
              label: "Your trade no.",
              value: payment.merchantTradeNo ? (
                <CopyableId value={payment.merchantTradeNo} label="trade number" />
              ) : null,
            },
            ...(payment.directDebitContractId
              ? [
                  {
                    label: "Direct debit contract",
                    value: <CopyableId value={payment.directDebitContractId} label="contract id" />,
                  },
                ]
              : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}
