import { Wallet } from "lucide-react";
import Link from "@/components/ui/link";

export function Brand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Wallet aria-hidden="true" className="size-4" />
      </span>
      Merchant Console
    </Link>
  );
}
