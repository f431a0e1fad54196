import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

export function PaymentNotFound({ paymentsHref }: { paymentsHref: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Payment not found"
      description="No payment with this id belongs to this account (or to your branch). Check the id, or find it in the list."
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={paymentsHref}>All payments</Link>
        </Button>
      }
    />
  );
}
