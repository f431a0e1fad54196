/**
 * Cookie holding the id of the merchant account last opened, so "/" and the settings pages return to it.
 * Over HTTPS it is a `__Host-` cookie (Secure, path /, this host only), like the sign-in cookies. Only a
 * preference: every page checks the membership of the account it opens.
 */
export const LAST_ACCOUNT_COOKIE = "console-last-account";
export const SECURE_LAST_ACCOUNT_COOKIE = `__Host-${LAST_ACCOUNT_COOKIE}`;

/** The name the browser writes the cookie under. */
export function lastAccountCookieName(https: boolean): string {
  return https ? SECURE_LAST_ACCOUNT_COOKIE : LAST_ACCOUNT_COOKIE;
}

/** The account last opened, from the request's cookies (the `__Host-` one first). */
export function rememberedAccountId(cookies: {
  get(name: string): { value: string } | undefined;
}): string | undefined {
  return cookies.get(SECURE_LAST_ACCOUNT_COOKIE)?.value ?? cookies.get(LAST_ACCOUNT_COOKIE)?.value;
}

/** The id of <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";
