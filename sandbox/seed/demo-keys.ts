import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { issueApiKey } from "../control/merchants";
import type { DbOrTx } from "../db/client";
import { apiKeys, merchants } from "../db/schema";
import { sha256Hex } from "../http/auth";

// Where `npm start` finds the demo merchants' API keys: the full key exists nowhere else (the sandbox
// keeps only the derived signing key), so this file is written once per key and kept private (0600).

export const DEMO_KEYS_FILE = "demo-keys.json";

const entrySchema = z.object({
  merchantId: z.string(),
  name: z.string(),
  apiKey: z.string(),
  keyId: z.string(),
});
const fileSchema = z.object({ merchant: entrySchema, aggregator: entrySchema });

export type DemoKeyEntry = z.infer<typeof entrySchema>;
export type DemoKeys = z.infer<typeof fileSchema>;

export function demoKeysPath(dataDir: string): string {
  return join(dataDir, DEMO_KEYS_FILE);
}

/** The keys file, or null when it is missing or not in the expected shape. */
export async function readDemoKeys(path: string): Promise<DemoKeys | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written beside and renamed over, so a reader never sees half a file; owner-only from the start. */
export async function writeDemoKeys(path: string, keys: DemoKeys): Promise<void> {
  await mkdir(join(path, ".."), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/** True when the key signs for `merchantId` in this database: known, not revoked, merchant active, secret matching. */
export async function isWorkingKey(db: DbOrTx, entry: DemoKeyEntry, merchantId: string): Promise<boolean> {
  const dot = entry.apiKey.indexOf(".");
  if (dot <= 0 || entry.merchantId !== merchantId) return false;
  const keyId = entry.apiKey.slice(0, dot);
  const secret = entry.apiKey.slice(dot + 1);
  if (keyId !== entry.keyId) return false;
  const [row] = await db
    .select({ signingKey: apiKeys.signingKey })
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .where(
      and(
        eq(apiKeys.keyId, keyId),
        eq(apiKeys.merchantId, merchantId),
        isNull(apiKeys.revokedAt),
        eq(merchants.isActive, true),
      ),
    );
  return row !== undefined && row.signingKey === sha256Hex(secret);
}

/** A fresh key for the merchant: the keys-file entry and the api_keys row id. */
export async function issueDemoKey(
  db: DbOrTx,
  merchant: { id: string; name: string },
): Promise<{ entry: DemoKeyEntry; apiKeyRowId: string }> {
  const key = await issueApiKey(db, merchant.id);
  return {
    entry: { merchantId: merchant.id, name: merchant.name, apiKey: key.apiKey, keyId: key.keyId },
    apiKeyRowId: key.apiKeyId,
  };
}

/**
 * Makes sure the keys file holds a working key for each demo merchant, issuing a new key only where the
 * file's is missing or no longer works (another database, revoked). Returns which ones were reissued.
 */
export async function ensureDemoKeys(
  db: DbOrTx,
  dataDir: string,
  demo: { merchant: { id: string; name: string }; aggregator: { id: string; name: string } },
): Promise<{ keys: DemoKeys; reissued: string[] }> {
  const path = demoKeysPath(dataDir);
  const current = await readDemoKeys(path);
  const reissued: string[] = [];
  const settle = async (role: "merchant" | "aggregator"): Promise<DemoKeyEntry> => {
    const entry = current?.[role];
    if (entry && (await isWorkingKey(db, entry, demo[role].id))) return { ...entry, name: demo[role].name };
    reissued.push(role);
    return (await issueDemoKey(db, demo[role])).entry;
  };
  const keys: DemoKeys = { merchant: await settle("merchant"), aggregator: await settle("aggregator") };
  if (JSON.stringify(keys) !== JSON.stringify(current)) await writeDemoKeys(path, keys);
  else await chmod(path, 0o600);
  return { keys, reissued };
}
