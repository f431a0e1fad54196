// The embedded cluster's superuser password is generated once per data directory and kept beside the
// cluster with mode 0600 (through the console's one secret-file helper). The cluster only listens on
// 127.0.0.1, but other local users of the machine could still connect to a fixed, well-known password.
import { randomBytes } from "node:crypto";
import { readOrCreateSecretFile } from "@/server/secret-file";

export async function readOrCreatePassword(file: string): Promise<{ password: string; created: boolean }> {
  const { value, created } = readOrCreateSecretFile(file, {
    // Hex keeps the password safe inside a connection URL without escaping.
    generate: () => randomBytes(24).toString("hex"),
    read: (text) => {
      const password = text.trim();
      if (password.length === 0)
        throw new Error(`${file} is empty; restore the password or delete the cluster`);
      return password;
    },
  });
  return { password: value, created };
}
