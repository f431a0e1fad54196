import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { signOutAction } from "@/app/(auth)/_actions/sign-out";
import { ConsoleProviders } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { rememberedAccountId } from "@/components/shell/constants";
import { loadMemberships, toShellAccount } from "@/server/access/memberships";
import { pendingApprovalCounts } from "@/server/approvals/shell";
import { requireUser } from "@/server/session";

// The frame of every signed-in page. Each page still authorizes what it shows by itself.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const memberships = await loadMemberships(user.id);
  const lastAccountId = rememberedAccountId(await cookies()) ?? null;
  const pending = await pendingApprovalCounts(memberships);
  return (
    <ConsoleProviders>
      <AppShell
        user={{ name: user.name, email: user.email }}
        accounts={memberships.map((membership) => ({
          ...toShellAccount(membership),
          pendingApprovals: pending.get(membership.account.id) ?? 0,
        }))}
        fallbackAccountId={lastAccountId}
        signOut={signOutAction}
      >
        {children}
      </AppShell>
    </ConsoleProviders>
  );
}
