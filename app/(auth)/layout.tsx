import type { ReactNode } from "react";
import { WalletIcon } from "@/components/ui/plain-icons";

// The frame of the pages a signed-out person sees: sign-in, first-run setup and invitations.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-x-0 top-0 h-80 bg-linear-to-b from-emerald-100/70 to-transparent dark:from-emerald-400/10"
      />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-sm">
          <p className="mb-8 flex items-center justify-center gap-2.5 font-semibold text-zinc-900 tracking-tight dark:text-zinc-50">
            <span className="flex size-8 items-center justify-center rounded-lg bg-zinc-900 text-white shadow-sm dark:bg-zinc-50 dark:text-zinc-900">
              <WalletIcon aria-hidden="true" className="size-4" />
            </span>
            Merchant Console
          </p>
          {children}
        </div>
      </main>
    </div>
  );
}
