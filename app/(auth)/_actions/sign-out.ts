"use server";

import { signOut } from "@/server/auth/next-auth";

/**
 * Ends the session (clears the session cookie) and shows the sign-in page. Use it as a form action, e.g.
 * `<form action={signOutAction}><button>Sign out</button></form>`; it works without JavaScript.
 */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/sign-in?reason=signed-out" });
}
