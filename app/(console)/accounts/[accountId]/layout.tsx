import type { ReactNode } from "react";
import { LivePausedNote, LiveUpdates } from "@/components/shell/live-updates";
import { requireAccountAccess } from "@/server/access/page-access";

// Every page below /accounts/{id} is for members of that account only; others get "not found".
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ accountId: string }>;
}) {
  const { accountId } = await params;
  await requireAccountAccess(accountId);
  return (
    <LiveUpdates accountId={accountId}>
      <LivePausedNote />
      {children}
    </LiveUpdates>
  );
}
