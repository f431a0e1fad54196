// Every page's Content-Security-Policy with a fresh nonce (Next's documented pattern: the policy on the
// request makes Next put the nonce on its own scripts; `x-nonce` hands it to the root layout), and the
// closed policy on what is not a page. Also sends signed-out visitors of console pages to the sign-in page,
// only a convenience: every page and route handler checks the session (and the user's memberships) by itself.

import { type NextFetchEvent, type NextRequest, NextResponse } from "next/server";
import NextAuth, { type NextAuthRequest } from "next-auth";
import {
  API_CONTENT_SECURITY_POLICY,
  isPagePath,
  newNonce,
  pageContentSecurityPolicy,
} from "@/lib/security-headers";
import { sessionConfig } from "@/server/auth/session-config";
import { hasSessionCookie, needsSignIn, signInLocation } from "@/server/auth/sign-in-redirect";

const { auth } = NextAuth(sessionConfig);
const dev = process.env.NODE_ENV === "development";

// The unused event makes TypeScript pick auth()'s middleware overload rather than the route handler one.
function redirectSignedOut(requestHeaders: Headers) {
  return (request: NextAuthRequest, _event: NextFetchEvent) => {
    const { nextUrl } = request;
    if (request.auth?.user || !needsSignIn(nextUrl.pathname))
      return NextResponse.next({ request: { headers: requestHeaders } });
    const expired = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
    return NextResponse.redirect(new URL(signInLocation(nextUrl, expired), nextUrl));
  };
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  if (!isPagePath(pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    return response;
  }
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  let response: Response;
  // Open pages never run next-auth: reading the session would re-issue its cookie.
  if (!needsSignIn(pathname)) response = NextResponse.next({ request: { headers: requestHeaders } });
  else {
    // With a configuration built per request, auth(handler) resolves to the wrapped handler.
    const handler = await auth(redirectSignedOut(requestHeaders));
    response = (await handler(request, event)) ?? NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Next's built files carry next.config's headers; everything else comes here.
  matcher: ["/((?!api/|_next/static/|_next/image).*)"],
};
