import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import type { Db } from "../db/client";
import { readSetting, writeSetting } from "../settings";

const KEY_SETTING = "webhook_private_key";

export interface WebhookSigner {
  publicKeyPem: string;
  /** Base64 ED25519 signature of the timestamp text immediately followed by the body. */
  sign(timestamp: string, body: string): string;
}

function signerFrom(privateKey: KeyObject): WebhookSigner {
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new Error("The webhook signing key must be an ED25519 key");
  const publicKeyPem = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  return {
    publicKeyPem,
    sign: (timestamp, body) =>
      sign(null, Buffer.from(timestamp + body, "utf8"), privateKey).toString("base64"),
  };
}

/**
 * The ED25519 key of docs/service-rules.md §9: from SANDBOX_WEBHOOK_PRIVATE_KEY (PKCS#8 PEM), or generated once and
 * kept in the sandbox's database so receivers can pin the public key across restarts.
 */
export async function loadWebhookSigner(db: Db, fromEnv: string | undefined): Promise<WebhookSigner> {
  if (fromEnv) return signerFrom(createPrivateKey(fromEnv.replace(/\\n/g, "\n")));
  const stored = await readSetting<{ pem: string }>(db, KEY_SETTING);
  if (stored) return signerFrom(createPrivateKey(stored.pem));
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  await writeSetting(db, KEY_SETTING, { pem });
  // Another instance may have raced us to it; the stored key wins.
  const winner = await readSetting<{ pem: string }>(db, KEY_SETTING);
  return signerFrom(createPrivateKey(winner?.pem ?? pem));
}
