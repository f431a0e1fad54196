import { type ReactNode, Suspense } from "react";
import { LivePausedNote, LiveUpdates } from "@/components/shell/live-updates";
import { MemberScopeProvider } from "@/components/shell/member-scope";
import { requireAccountAccess } from "@/server/access/page-access";
import { RunwayWarningSlot } from "./_lib/runway-warning-slot";

// Every page below /accounts/{id} is for members of that account only; others get "not found".
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ accountId: string }>;
}) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  return (
    <MemberScopeProvider branchId={access.branchId}>
      <LiveUpdates accountId={accountId}>
        <LivePausedNote />
        <Suspense fallback={null}>
          <RunwayWarningSlot access={access} />
        </Suspense>
        {children}
      </LiveUpdates>
    </MemberScopeProvider>
  );
}
