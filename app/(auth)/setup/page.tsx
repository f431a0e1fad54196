import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { MIN_PASSWORD_LENGTH } from "@/server/auth/password";
import { hasAnyUser } from "@/server/auth/setup";
import { AuthCard } from "../_components/auth-card";
import { NewUserForm } from "../_components/new-user-form";
import { setupAction } from "./actions";

export const metadata: Metadata = { title: "Set up · Merchant Console" };

// First run only: once a user exists, this page is gone and the sign-in page takes its place.
export default async function SetupPage() {
  await connection();
  if (await hasAnyUser()) redirect("/sign-in");
  return (
    <AuthCard
      title="Set up the console"
      description="Create the first user. As the owner, you can then add merchant accounts and invite your team."
    >
      <NewUserForm
        action={setupAction}
        submitLabel="Create owner and sign in"
        pendingLabel="Creating…"
        minPasswordLength={MIN_PASSWORD_LENGTH}
      />
    </AuthCard>
  );
}
