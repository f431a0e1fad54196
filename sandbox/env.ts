import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

const schema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  SANDBOX_DATABASE_URL: z.string().min(1, "SANDBOX_DATABASE_URL is required (npm run sandbox sets it)"),
  SANDBOX_ADMIN_TOKEN: z.string().min(8).default("sandbox-admin-token"),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  SANDBOX_AUTO_SETTLE: flag(true),
  SANDBOX_SETTLE_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  SANDBOX_DIRECT_DEBIT_AUTO_PAY: flag(true),
  SANDBOX_WEBHOOK_PRIVATE_KEY: z.string().optional(),
  SANDBOX_SEED: z.enum(["none", "demo"]).default("none"),
  SANDBOX_SEED_NUMBER: z.coerce.number().int().default(20261122),
  /** Fail requests whose response does not match the contract (tests); otherwise log it. */
  SANDBOX_STRICT_RESPONSES: flag(false),
  /** How long a request body may take to arrive, in milliseconds (docs/service-rules.md §12). */
  SANDBOX_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Milliseconds between background ticks (expiries, settlements, webhook deliveries). */
  SANDBOX_TICK_MS: z.coerce.number().int().min(50).default(1000),
  DATA_DIR: z.string().default(".data"),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
});

export type SandboxConfig = z.infer<typeof schema> & { publicUrl: string };

/** Reads and validates the sandbox's configuration; fails with every problem listed. */
export function loadConfig(source: Record<string, string | undefined> = process.env): SandboxConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid sandbox configuration:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  const publicUrl = (config.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${config.SANDBOX_PORT}`).replace(
    /\/$/,
    "",
  );
  return { ...config, publicUrl };
}
