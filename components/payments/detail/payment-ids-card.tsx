import { DetailCard } from "@/components/detail/detail-card";
import { IdValue } from "@/components/detail/detail-list";
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
    <DetailCard
      title="Identifiers"
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
  );
}
