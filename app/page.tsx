import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { rememberedAccountId } from "@/components/shell/constants";
import { listAccountsForUser } from "@/server/accounts/service";
import { hasAnyUser } from "@/server/auth/setup";
import { requireUser } from "@/server/session";

// "/" has no page of its own: it opens the account last worked on, or says where to start.
export default async function HomePage() {
  // Decided per request from the database, never prerendered at build time.
  await connection();
  if (!(await hasAnyUser())) redirect("/setup");
  const user = await requireUser({ callbackUrl: "/" });
  const memberships = await listAccountsForUser(user.id);
  const lastAccountId = rememberedAccountId(await cookies());
  const target = memberships.find(({ account }) => account.id === lastAccountId) ?? memberships[0];
  if (!target) redirect("/settings/accounts");
  redirect(`/accounts/${target.account.id}`);
}
