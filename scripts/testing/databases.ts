// A database of its own for each test file (or test), in the Postgres of the integration run, so files
// can run in parallel without seeing each other's rows.
import "./provided-context";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { runStatement } from "../db/throwaway-cluster";

export type TestDatabase = {
  name: string;
  url: string;
  /** Closes every connection to the database and drops it. Safe to call twice. */
  drop(): Promise<void>;
};

const asAdmin = runStatement;

export async function createTestDatabase(prefix = "test"): Promise<TestDatabase> {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(prefix)) {
    throw new Error(`Test database prefix "${prefix}" must be lower-case letters, digits or _ (max 40)`);
  }
  const adminUrl = inject("adminDatabaseUrl");
  const name = `${prefix}_${randomBytes(8).toString("hex")}`;
  // The name is checked above, so quoting it is enough.
  await asAdmin(adminUrl, `create database "${name}"`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | null = null;
  return {
    name,
    url: url.toString(),
    drop() {
      // WITH (FORCE) terminates the database's sessions first (Postgres 13+).
      dropped ??= asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
      return dropped;
    },
  };
}
