import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

// Addresses outside the console's routes.
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <EmptyState
        className="max-w-xl"
        icon={SearchX}
        titleAs="h1"
        title="Page not found"
        description="There is nothing at this address. Check the link, or go back to the console."
        action={
          <Button asChild variant="outline">
            <Link href="/">Go to the console</Link>
          </Button>
        }
      />
    </main>
  );
}
