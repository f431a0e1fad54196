import "server-only";
// next-auth's route handlers are this call on a NextRequest; a plain Request keeps the browser's origin.
import { Auth } from "@auth/core";
import { BffError } from "@/server/bff/errors";
import { readBody } from "@/server/bff/read-body";
import { env } from "@/server/env";
import { authConfig } from "./auth-config";
import { requestOrigin } from "./request-info";

/**
 * The request with the origin the browser used: AUTH_URL's when set, else the one its host headers name.
 * next-auth turns this origin into absolute redirects, but Next hands route handlers a `localhost` URL
 * whatever the browser asked for (and a NextRequest turns 127.0.0.1 back into localhost).
 */
function atBrowserOrigin(request: Request, body: string | null): Request {
  const { AUTH_URL } = env();
  const origin = AUTH_URL ? new URL(AUTH_URL).origin : requestOrigin(request.headers, request.url);
  const current = new URL(request.url);
  const target =
    !origin || origin === current.origin ? current : new URL(`${current.pathname}${current.search}`, origin);
  return new Request(target, { method: request.method, headers: request.headers, body });
}

// Sign-in and sign-out bodies are a few form fields, and anyone may post here: the body is read within
// bounds before next-auth sees it.
const AUTH_BODY_BYTES = 16 * 1024;
const AUTH_BODY_DEADLINE_MS = 5_000;

/** GET and POST /api/auth/*: csrf, session, providers, the credentials callback and sign-out. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  let body: string | null = null;
  if (request.method !== "GET" && request.method !== "HEAD") {
    try {
      body = await readBody(request, AUTH_BODY_BYTES, AUTH_BODY_DEADLINE_MS);
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
      return Response.json({ error: error.code, message: error.message }, { status: error.status });
    }
  }
  const browserRequest = atBrowserOrigin(request, body);
  return Auth(browserRequest, await authConfig(browserRequest));
}
