import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Payment } from "@/lib/payments-api/payments";
import { DetailItem, DetailList } from "./detail-list";

export function CustomerBillingCard({ billing }: { billing: Payment["customerBilling"] }) {
  const name = [billing.firstName, billing.lastName].filter(Boolean).join(" ");
  const place = [billing.city, billing.postalCode, billing.country].filter(Boolean).join(", ");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailItem label="Name">{name || null}</DetailItem>
          <DetailItem label="Email">
            {billing.email ? (
              <a href={`mailto:${billing.email}`} className="underline-offset-4 hover:underline">
                {billing.email}
              </a>
            ) : null}
          </DetailItem>
          <DetailItem label="Phone">{billing.phone || null}</DetailItem>
          <DetailItem label="Address">{billing.address || null}</DetailItem>
          <DetailItem label="City, postal code, country">{place || null}</DetailItem>
        </DetailList>
      </CardContent>
    </Card>
  );
}
