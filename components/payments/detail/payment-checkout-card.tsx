import { QrCode } from "@/components/qr-code";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Payment } from "@/lib/payments-api/payments";
import { CheckoutLink } from "../checkout-link";

/**
 * The QR the customer scans and the hosted checkout link, with copy and open, while the payment waits for
 * them. In review (EXCHANGEB) the customer has already scanned and confirms in their wallet app: no QR.
 */
export function PaymentCheckoutCard({
  payment,
  amountLabel,
}: {
  payment: Pick<Payment, "status" | "qrContent" | "checkoutLink">;
  /** "LKR 1,250.00", for the QR's accessible name. */
  amountLabel: string;
}) {
  const open = payment.status === "INITIATED";
  const inReview = payment.status === "USER_REVIEW";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Checkout</CardTitle>
        <CardDescription>
          {open
            ? "The customer scans the QR code or opens the link to pay."
            : inReview
              ? "The customer has scanned the code and is confirming the payment in their wallet app. Nothing more to scan; this page updates when they finish."
              : "This payment is closed: the QR code and link no longer take payments."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4 sm:justify-items-start">
        {open && payment.qrContent ? (
          <QrCode value={payment.qrContent} label={`QR code to pay ${amountLabel}`} />
        ) : null}
        {payment.checkoutLink ? (
          <CheckoutLink href={payment.checkoutLink} />
        ) : (
          <p className="text-sm text-muted-foreground">
            This payment has no checkout: it was charged to a direct-debit contract.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
