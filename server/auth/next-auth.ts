import "server-only";
import NextAuth from "next-auth";
import { authConfig } from "./auth-config";

/**
 * The console's next-auth instance: email + password (docs/service-rules.md §11: GET /api/auth/csrf, then POST
 * /api/auth/callback/credentials with csrfToken, email and password) and 12-hour JWT sessions.
 * Its HTTP endpoints are served by auth-route.ts with the same configuration. `auth()` returns
 * `{ user: { id, email, name }, expires }` or null; prefer server/session.ts, which also checks that the
 * user still exists and is active.
 */
export const { auth, signIn, signOut } = NextAuth(authConfig);
