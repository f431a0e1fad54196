import "server-only";
// next-auth's route handlers are this call on a NextRequest; a plain Request keeps the browser's origin.
import { Auth } from "@auth/core";
import { env } from "@/server/env";
import { authConfig } from "./auth-config";
import { requestOrigin } from "./request-info";

/**
 * The request with the origin the browser used: AUTH_URL's when set, else the one its host headers name.
 * next-auth turns this origin into absolute redirects, but Next hands route handlers a `localhost` URL
 * whatever the browser asked for (and a NextRequest turns 127.0.0.1 back into localhost).
 */
async function atBrowserOrigin(request: Request): Promise<Request> {
  const { AUTH_URL } = env();
  const origin = AUTH_URL ? new URL(AUTH_URL).origin : requestOrigin(request.headers, request.url);
  const current = new URL(request.url);
  if (!origin || origin === current.origin) return request;
  // Sign-in bodies are a few form fields; buffering them avoids streaming a body into a new Request.
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
  return new Request(new URL(`${current.pathname}${current.search}`, origin), {
    method: request.method,
    headers: request.headers,
    body,
  });
}

/** GET and POST /api/auth/*: csrf, session, providers, the credentials callback and sign-out. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const browserRequest = await atBrowserOrigin(request);
  return Auth(browserRequest, await authConfig(browserRequest));
}
