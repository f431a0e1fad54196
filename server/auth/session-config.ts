import "server-only";
import { headers } from "next/headers";
import type { NextAuthConfig } from "next-auth";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { authLogEntry } from "./auth-log";
import { authSecret } from "./auth-secret";
import { authCookieNames, servedOverHttps } from "./cookie-names";
import { revokeSession } from "./session-revocation";
import { SESSION_MAX_AGE_SECONDS, sessionCallbacks } from "./session-token";
import { SIGN_IN_PATH } from "./sign-in-redirect";

/**
 * next-auth's configuration without providers: everything needed to read and refresh a session, and all
 * that the proxy loads. Built per request because the cookies' `Secure` flag follows the request's
 * protocol; `request` is undefined in server components and server actions, which read next/headers.
 */
export async function sessionConfig(request: Request | undefined): Promise<NextAuthConfig> {
  const { AUTH_TRUST_HOST } = env();
  const secure = servedOverHttps({ headers: request?.headers ?? (await headers()), url: request?.url });
  const names = authCookieNames(secure);
  return {
    secret: authSecret(),
    trustHost: AUTH_TRUST_HOST ?? true,
    basePath: "/api/auth",
    useSecureCookies: secure,
    // The names the console reads back (cookie-names.ts); next-auth keeps its options (HttpOnly, SameSite
    // Lax, path /, Secure over HTTPS).
    cookies: {
      sessionToken: { name: names.sessionToken },
      csrfToken: { name: names.csrfToken },
      callbackUrl: { name: names.callbackUrl },
    },
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    // Failed sign-ins through the plain form POST come back to our page with `error` and `code`.
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    providers: [],
    callbacks: sessionCallbacks,
    events: {
      // Every way out (the console's menu, POST /api/auth/signout) ends this session server-side, so a
      // response still in flight that re-issues the cookie cannot bring it back.
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (typeof token?.sub === "string" && typeof token.sid === "string")
          await revokeSession(token.sub, token.sid);
      },
    },
    logger: {
      error(error) {
        const entry = authLogEntry(error);
        if (entry) logger()[entry.level](entry.message, entry.fields);
      },
    },
  };
}
