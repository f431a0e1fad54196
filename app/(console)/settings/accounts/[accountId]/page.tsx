import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { ApprovalThresholdForm } from "@/components/approvals/approval-threshold-form";
import { RunwayThresholdForm } from "@/components/float/runway-threshold-form";
import { AccountDetails } from "@/components/overview/account-details";
import { LiveUpdatesCard, liveUpdatesState } from "@/components/settings/live-updates-card";
import { RemoveAccountButton } from "@/components/settings/remove-account-button";
import { RotateKeyForm } from "@/components/settings/rotate-key-form";
import { SecurityRequireSwitch } from "@/components/settings/security-require-switch";
import { EnvironmentBadge } from "@/components/shell/environment-badge";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { requireAccountAccess } from "@/server/access/page-access";
import { countOtherApprovers, countPending, readThreshold } from "@/server/approvals/service";
import { can } from "@/server/auth/policy";
import { accountRequiresTwoFactor } from "@/server/auth/two-factor";
import { getDb } from "@/server/db/client";
import { readRunwayThreshold } from "@/server/float/threshold";
import { lastConfirmedEvent } from "@/server/webhooks/inbox-queries";
import { receiverUrl } from "@/server/webhooks/receiver-url";
import { setApprovalThresholdAction } from "../../../accounts/[accountId]/approvals/actions";
import { setTwoFactorRequirementAction } from "../../security/account-actions";
import { removeAccountAction, rotateKeyAction } from "../actions";
import { setRunwayThresholdAction } from "../runway-actions";

type Props = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { account } = await requireAccountAccess((await params).accountId);
  return { title: `${account.name} · Settings` };
}

export default async function AccountSettingsPage({ params }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  const { account, membership } = access;
  const mayManage = can(membership.role, "accounts:manage");
  const url = receiverUrl(account.id);
  const liveState = liveUpdatesState({
    receiverUrl: url,
    hasWebhookKey: account.hasWebhookKey,
    lastEvent: await lastConfirmedEvent(getDb(), account.id).catch(() => null),
  });

  return (
    <div className="grid gap-6">
      <Button asChild variant="link" className="h-auto w-fit px-0 text-muted-foreground">
        <Link href="/settings/accounts">
          <ArrowLeft aria-hidden="true" />
          All merchant accounts
        </Link>
      </Button>
      <PageHeader
        className="mb-0"
        title={account.name}
        description="The stored configuration of this merchant account."
        actions={
          <Button asChild variant="outline">
            <Link href={`/accounts/${account.id}`}>Open account</Link>
          </Button>
        }
      >
        <div className="pt-1">
          <EnvironmentBadge environment={account.environment} />
        </div>
      </PageHeader>
      <AccountDetails account={account} />
      {membership.role === "owner" ? (
        <Card>
          <CardHeader>
            <CardTitle>Two-factor sign-in</CardTitle>
            <CardDescription>
              A code from an authenticator app after the password, for everyone who can open this account.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SecurityRequireSwitch
              accountId={account.id}
              initial={await accountRequiresTwoFactor(account.id)}
              action={setTwoFactorRequirementAction}
            />
          </CardContent>
        </Card>
      ) : null}
      <LiveUpdatesCard
        accountId={account.id}
        state={liveState}
        receiverUrl={url}
        canSend={access.can("webhooks:write") && access.branchId === null}
        cannotSendReason={
          access.branchId === null
            ? "Your role cannot send test webhooks; owners, admins and developers can."
            : "Members limited to one branch cannot send test webhooks."
        }
      />
      {mayManage && access.aggregator ? (
        <Card id="runway">
          <CardHeader>
            <CardTitle>Float runway warning</CardTitle>
            <CardDescription>
              Every page of this account shows a warning, with a link to the float ledger, while the float
              would run out sooner than this at the last 7 days&apos; pace.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RunwayThresholdForm
              accountId={account.id}
              initialDays={await readRunwayThreshold(getDb(), account.id)}
              action={setRunwayThresholdAction}
            />
          </CardContent>
        </Card>
      ) : null}
      {mayManage ? (
        <Card id="approvals">
          <CardHeader>
            <CardTitle>Approval for money out</CardTitle>
            <CardDescription>
              A second member with the same rights approves large payouts and settlements before they are
              sent.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ApprovalThresholdForm
              accountId={account.id}
              initial={await readThreshold(getDb(), account.id)}
              otherApprovers={await countOtherApprovers(getDb(), account.id, access.user.id)}
              pending={await countPending(getDb(), account.id)}
              action={setApprovalThresholdAction}
            />
          </CardContent>
        </Card>
      ) : null}
      {mayManage ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Replace the API key</CardTitle>
              <CardDescription>
                Rotate the key when it may have leaked or when the service issues a new one. Capabilities are
                detected again with the new key.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RotateKeyForm accountId={account.id} action={rotateKeyAction} />
            </CardContent>
          </Card>
          <Card className="border-destructive/40">
            <CardHeader>
              <CardTitle>Remove this account</CardTitle>
              <CardDescription>
                Disconnects the merchant from the console for every member. This cannot be undone.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RemoveAccountButton
                accountId={account.id}
                accountName={account.name}
                action={removeAccountAction}
              />
            </CardContent>
          </Card>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your role ({membership.role}) can see this account&apos;s configuration; owners and admins can
          replace its key or remove it.
        </p>
      )}
    </div>
  );
}
