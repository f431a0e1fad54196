import "server-only";
// From @auth/core, which next-auth re-exports: the same provider, importable outside Next (tests, scripts).
import Credentials from "@auth/core/providers/credentials";
import type { NextAuthConfig } from "next-auth";
import { authorizeCredentials } from "./authorize";
import { clientIp } from "./request-info";
import { sessionConfig } from "./session-config";
import { authorizeSecondFactor } from "./two-factor-sign-in";

/**
 * The whole next-auth configuration: the session settings plus email + password sign-in. The `email`
 * and `password` field names are part of the console's interface (docs/service-rules.md §11).
 */
export async function authConfig(request: Request | undefined): Promise<NextAuthConfig> {
  return {
    ...(await sessionConfig(request)),
    providers: [
      Credentials({
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        authorize: (credentials, authRequest) =>
          authorizeCredentials(credentials, {
            ip: clientIp(authRequest.headers),
            userAgent: authRequest.headers.get("user-agent"),
          }),
      }),
      // The second step for users with a second factor: the challenge from a correct password, and a code.
      Credentials({
        id: "two-factor",
        credentials: { challenge: { type: "text" }, code: { label: "Code", type: "text" } },
        authorize: (credentials, authRequest) =>
          authorizeSecondFactor(credentials, {
            ip: clientIp(authRequest.headers),
            userAgent: authRequest.headers.get("user-agent"),
          }),
      }),
    ],
  };
}
