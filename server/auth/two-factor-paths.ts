import "server-only";

export const SECURITY_SETTINGS_PATH = "/settings/security";

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "This merchant account requires two-factor sign-in. Set up a second factor under Settings → Security first.";

/** Where a member of an account that requires a second factor, without one, is sent. */
export function twoFactorRequiredPath(accountId: string): string {
  return `${SECURITY_SETTINGS_PATH}?${new URLSearchParams({ required: accountId })}`;
}
