import { Building2 } from "lucide-react";
import type { Metadata } from "next";
import { AccountsTable } from "@/components/settings/accounts-table";
import { AddAccountDialog } from "@/components/settings/add-account-dialog";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { canAddAccount, consoleHasAccounts, loadMemberships } from "@/server/access/memberships";
import { requireUser } from "@/server/session";
import { addAccountAction } from "./actions";

export const metadata: Metadata = { title: "Merchant accounts" };

export default async function AccountsSettingsPage() {
  const user = await requireUser({ callbackUrl: "/settings/accounts" });
  const memberships = await loadMemberships(user.id);
  const mayAdd = canAddAccount(memberships, await consoleHasAccounts());
  const rows = memberships.map(({ account, role, branchId }) => ({
    id: account.id,
    name: account.name,
    environment: account.environment,
    keyId: account.keyId,
    capabilities: account.capabilities,
    role,
    branchId,
  }));

  return (
    <>
      <PageHeader
        title="Merchant accounts"
        description="Each account connects the console to one merchant of the payments service through its API key."
        actions={mayAdd && rows.length > 0 ? <AddAccountDialog action={addAccountAction} /> : null}
      />
      {rows.length > 0 ? (
        <AccountsTable accounts={rows} />
      ) : (
        <EmptyState
          icon={Building2}
          title="No merchant accounts yet"
          description={
            mayAdd ? (
              <>
                Add the first one with an API key of the payments service; the local sandbox answers at{" "}
                <code className="font-mono">http://127.0.0.1:4010</code>. Operators can also run{" "}
                <code className="font-mono">npm run console -- account:add</code>.
              </>
            ) : (
              "You are not a member of any merchant account. Ask an owner or admin of the account to invite you."
            )
          }
          action={mayAdd ? <AddAccountDialog action={addAccountAction} label="Add merchant account" /> : null}
        />
      )}
    </>
  );
}
