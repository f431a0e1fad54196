import type { Metadata } from "next";
import { PasswordChangeForm } from "@/components/settings/password-change-form";
import { SecurityTwoFactor } from "@/components/settings/security-two-factor";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { loadMemberships } from "@/server/access/memberships";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/server/auth/password";
import { twoFactorStatus } from "@/server/auth/two-factor";
import { requireUser } from "@/server/session";
import { confirmTwoFactorAction, disableTwoFactorAction, startTwoFactorAction } from "./actions";
import { changePasswordAction } from "./password-actions";

export const metadata: Metadata = { title: "Security" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecuritySettingsPage({ searchParams }: Props) {
  const user = await requireUser({ callbackUrl: "/settings/security" });
  const [status, memberships, params] = await Promise.all([
    twoFactorStatus(user.id),
    loadMemberships(user.id),
    searchParams,
  ]);
  const requiredId = typeof params.required === "string" ? params.required : null;
  const requiredBy = requiredId
    ? memberships.find((membership) => membership.account.id === requiredId)?.account.name
    : undefined;

  return (
    <div className="grid gap-6">
      <PageHeader
        className="mb-0"
        title="Security"
        description="How you sign in to the console. These settings are yours alone."
      />
      {requiredBy && !status.enabled ? (
        <Alert>
          <AlertTitle>{requiredBy} requires two-factor sign-in</AlertTitle>
          <AlertDescription>
            An owner of this merchant account asks every member to use a second factor. Set it up below to
            open the account.
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Two-factor sign-in</CardTitle>
          <CardDescription>
            A code from an authenticator app, asked for after your password. Turning it on or off asks for
            your password and signs out your sessions on other devices.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SecurityTwoFactor
            email={user.email}
            summary={status}
            actions={{
              start: startTwoFactorAction,
              confirm: confirmTwoFactorAction,
              disable: disableTwoFactorAction,
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            Changing your password signs out your sessions on other devices; this one stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordChangeForm
            action={changePasswordAction}
            rules={{ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
