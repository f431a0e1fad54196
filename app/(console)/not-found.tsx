import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

// Also what a member sees for an account they do not belong to: existence is not revealed.
export default function ConsoleNotFound() {
  return (
    <EmptyState
      className="mx-auto mt-8 max-w-xl"
      icon={SearchX}
      titleAs="h1"
      title="Not found"
      description="This page does not exist, or it belongs to a merchant account you are not a member of."
      action={
        <Button asChild variant="outline">
          <Link href="/">Back to your accounts</Link>
        </Button>
      }
    />
  );
}
