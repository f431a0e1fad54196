import type { Metadata } from "next";
import { systemAccountClient } from "@/server/access/account-access";
import { type InvitationLookup, lookUpInvitation } from "@/server/auth/invitations";
import { MIN_PASSWORD_LENGTH } from "@/server/auth/password";
import { getSessionUser } from "@/server/session";
import { branchNames } from "@/server/settings/branch-names";
import { AuthCard } from "../../_components/auth-card";
import { NewUserForm } from "../../_components/new-user-form";
import { SecondaryButton } from "../../_components/secondary-button";
import { acceptAsNewUserAction, switchUserAction } from "./actions";
import { InvitationSummary } from "./invitation-summary";
import { JoinForm } from "./join-form";

// The token is in the URL: never send it to another site in a Referer header.
export const metadata: Metadata = { title: "Invitation · Merchant Console", referrer: "no-referrer" };

type Valid = Extract<InvitationLookup, { status: "valid" }>;

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await lookUpInvitation(token);
  switch (invitation.status) {
    case "not-found":
      return (
        <Unavailable title="This invitation link is not valid">
          Check that you opened the whole link, or ask the person who invited you for a new one.
        </Unavailable>
      );
    case "expired":
      return (
        <Unavailable title="This invitation has expired">
          Invitations are valid for 7 days. Ask an owner or admin of {invitation.accountName} for a new one.
        </Unavailable>
      );
    case "used":
      return (
        <Unavailable title="This invitation has already been used">
          If you accepted it, sign in to open {invitation.accountName}.
        </Unavailable>
      );
    case "valid":
      return <ValidInvitation token={token} invitation={invitation} />;
  }
}

function Unavailable({ title, children }: { title: string; children: string | string[] }) {
  return (
    <AuthCard title={title} description={children}>
      <SecondaryButton href="/sign-in">Go to sign in</SecondaryButton>
    </AuthCard>
  );
}

/** The branch an invitation limits to, by name, read with the account's key; null when it cannot be read. */
async function branchNameOf(invitation: Valid): Promise<string | null> {
  if (invitation.branchId === null) return null;
  const client = await systemAccountClient(invitation.accountId, { timeoutMs: 5_000 });
  if (!client) return null;
  const names = await branchNames(client.api, [invitation.branchId], null);
  return names.get(invitation.branchId) ?? null;
}

async function ValidInvitation({ token, invitation }: { token: string; invitation: Valid }) {
  const summary = <InvitationSummary {...invitation} branchName={await branchNameOf(invitation)} />;
  const title = `Join ${invitation.accountName}`;
  if (!invitation.userExists) {
    return (
      <AuthCard title={title} description="Choose your name and a password to create your console user.">
        {summary}
        <NewUserForm
          action={acceptAsNewUserAction}
          fixedEmail={invitation.email}
          hiddenFields={{ token }}
          submitLabel="Accept and sign in"
          pendingLabel="Creating your user…"
          minPasswordLength={MIN_PASSWORD_LENGTH}
        />
      </AuthCard>
    );
  }
  const user = await getSessionUser();
  if (user?.email === invitation.email) {
    return (
      <AuthCard title={title} description="You are signed in as the invited user.">
        {summary}
        <JoinForm token={token} accountName={invitation.accountName} />
      </AuthCard>
    );
  }
  const signInHref = `/sign-in?${new URLSearchParams({ callbackUrl: `/invite/${token}` })}`;
  return (
    <AuthCard
      title={title}
      description={`${invitation.email} already has a console user. Sign in as that user to accept.`}
    >
      {summary}
      {user ? (
        <form action={switchUserAction} className="space-y-3">
          <p className="text-sm text-muted-foreground">You are signed in as {user.email}.</p>
          <input type="hidden" name="token" value={token} />
          <SecondaryButton>Sign out and sign in as {invitation.email}</SecondaryButton>
        </form>
      ) : (
        <SecondaryButton href={signInHref}>Sign in as {invitation.email}</SecondaryButton>
      )}
    </AuthCard>
  );
}
