// The embedded cluster's superuser password is generated once per data directory and kept beside the
// cluster with mode 0600. The cluster only listens on 127.0.0.1, but other local users of the machine could
// still connect to a fixed, well-known password.
import { randomBytes } from "node:crypto";
import { chmod, readFile, writeFile } from "node:fs/promises";

export async function readOrCreatePassword(file: string): Promise<{ password: string; created: boolean }> {
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (existing !== null) {
    const password = existing.trim();
    if (password.length === 0)
      throw new Error(`${file} is empty; restore the password or delete the cluster`);
    return { password, created: false };
  }
  // Hex keeps the password safe inside a connection URL without escaping.
  const password = randomBytes(24).toString("hex");
  // "wx" fails rather than overwrite a password another process has just written.
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  await chmod(file, 0o600);
  return { password, created: true };
}
