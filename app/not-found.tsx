import { EmptyState } from "@/components/ui/empty-state";
import { buttonVariants } from "@/components/ui/looks";
import { SearchXIcon } from "@/components/ui/plain-icons";

// Addresses outside the console's routes. Every page carries this boundary's code, so it has none: a plain
// icon and a plain link (to the console's start, loaded afresh).
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <EmptyState
        className="max-w-xl"
        icon={SearchXIcon}
        titleAs="h1"
        title="Page not found"
        description="There is nothing at this address. Check the link, or go back to the console."
        action={
          <a href="/" data-slot="button" className={buttonVariants({ variant: "outline" })}>
            Go to the console
          </a>
        }
      />
    </main>
  );
}
