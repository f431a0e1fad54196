import { DetailCard } from "@/components/detail/detail-card";
import type { Payment } from "@/lib/payments-api/payments";

export function CustomerBillingCard({ billing }: { billing: Payment["customerBilling"] }) {
  const name = [billing.firstName, billing.lastName].filter(Boolean).join(" ");
  const place = [billing.city, billing.postalCode, billing.country].filter(Boolean).join(", ");
  return (
    <DetailCard
      title="Customer"
      layout="rows"
      items={[
        { label: "Name", value: name || null },
        {
          label: "Email",
          value: billing.email ? (
            <a href={`mailto:${billing.email}`} className="underline-offset-4 hover:underline">
              {billing.email}
            </a>
          ) : null,
        },
        { label: "Phone", value: billing.phone || null },
        { label: "Address", value: billing.address || null },
        { label: "City, postal code, country", value: place || null },
      ]}
    />
  );
}
