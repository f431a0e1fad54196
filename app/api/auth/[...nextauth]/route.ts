// GET|POST /api/auth/* – next-auth: csrf, session, providers, the credentials callback and sign-out.
import { handleAuthRequest } from "@/server/auth/auth-route";

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
