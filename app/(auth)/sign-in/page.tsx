import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/server/auth/request-info";
import { hasAnyUser } from "@/server/auth/setup";
import { INVALID_CREDENTIALS_MESSAGE, signInErrorMessage } from "@/server/auth/sign-in-errors";
import { SESSION_EXPIRED_REASON } from "@/server/auth/sign-in-redirect";
import { getSessionUser } from "@/server/session";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in · Merchant Console" };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const notices: Record<string, string> = {
  [SESSION_EXPIRED_REASON]: "Your session has expired. Please sign in again.",
  "signed-out": "You have signed out.",
  "already-set-up": "The console is already set up. Sign in to continue.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  if (await getSessionUser()) redirect(callbackUrl);
  if (!(await hasAnyUser())) redirect("/setup");

  const reason = first(params.reason);
  const error = signInErrorMessage(first(params.error), first(params.code));
  return (
    // The form draws its card: each step has its own line under the heading.
    <SignInForm
      callbackUrl={callbackUrl}
      initial={error ? { error, rejected: error === INVALID_CREDENTIALS_MESSAGE } : {}}
      notice={reason ? (notices[reason] ?? null) : null}
    />
  );
}
