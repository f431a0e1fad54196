import "server-only";
import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { signIn } from "@/server/auth/next-auth";

/**
 * Signs in a person whose user was just created and opens the console (signIn answers with the redirect).
 * The user exists either way: if signing in right away fails, the sign-in page explains why.
 */
export async function signInNewUser(email: string, password: string): Promise<void> {
  try {
    await signIn("credentials", { email, password, redirectTo: "/" });
  } catch (error) {
    if (error instanceof CredentialsSignin) redirect("/sign-in");
    throw error;
  }
}
