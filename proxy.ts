// Sends signed-out visitors of console pages to the sign-in page. Only a convenience: every page and route
// handler checks the session (and the user's memberships) by itself.

import { type NextFetchEvent, type NextRequest, NextResponse } from "next/server";
import NextAuth, { type NextAuthRequest } from "next-auth";
import { sessionConfig } from "@/server/auth/session-config";
import { hasSessionCookie, needsSignIn, signInLocation } from "@/server/auth/sign-in-redirect";

const { auth } = NextAuth(sessionConfig);

// The unused event makes TypeScript pick auth()'s middleware overload rather than the route handler one.
function redirectSignedOut(request: NextAuthRequest, _event: NextFetchEvent) {
  const { nextUrl } = request;
  if (request.auth?.user || !needsSignIn(nextUrl.pathname)) return NextResponse.next();
  const expired = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
  return NextResponse.redirect(new URL(signInLocation(nextUrl, expired), nextUrl));
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  // Files and open paths never run next-auth: reading the session would re-issue its cookie, and a
  // public, cacheable answer must not carry anyone's session.
  if (!needsSignIn(request.nextUrl.pathname)) return NextResponse.next();
  // With a configuration built per request, auth(handler) resolves to the wrapped handler.
  const handler = await auth(redirectSignedOut);
  return handler(request, event);
}

export const config = {
  // Static files never need a session; the rest is decided by needsSignIn().
  matcher: ["/((?!api/|_next/static/|_next/image|favicon\\.ico).*)"],
};
