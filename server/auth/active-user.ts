import "server-only";
import { and, eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

/** The user with this id if it exists and is active, as stored now (not as a session token remembers it). */
export async function findActiveUser(id: string, db: ConsoleExecutor = getDb()): Promise<SessionUser | null> {
  // A malformed id would make Postgres reject the uuid comparison; it names no user either way.
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}
