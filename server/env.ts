import "server-only";
import { z } from "zod";
import { decodeMasterKey, masterKeyFormatHint } from "@/server/accounts/master-key-format";

// An empty variable (`FOO=` in a shell or .env file) means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** `host` or `host:port` entries, comma-separated. */
const hostList = z
  .string()
  .regex(
    /^\s*[A-Za-z0-9.:[\]-]+(\s*,\s*[A-Za-z0-9.:[\]-]+)*\s*$/,
    "must be host or host:port entries separated by commas",
  );

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Optional at parse time: the start-up script provides it after starting the embedded Postgres.
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL"),
    ),
    DATA_DIR: optional(z.string()).transform((value) => value ?? ".data"),
    CONSOLE_MASTER_KEY: optional(
      z.string().transform((text, ctx) => {
        const key = decodeMasterKey(text);
        // The message must never echo the value: it is key material.
        if (key === null) ctx.addIssue({ code: "custom", message: `must be ${masterKeyFormatHint}` });
        return key ?? z.NEVER;
      }),
    ),
    // Signs the session tokens; every console instance behind one load balancer must share it. When unset,
    // server/auth/auth-secret.ts generates one into DATA_DIR.
    AUTH_SECRET: optional(
      z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)"),
    ),
    // The console's public origin for sign-in; it decides the session cookies' `Secure` flag when set.
    AUTH_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    // Trust the Host / X-Forwarded-* headers (the default): the console runs behind its own server or a proxy.
    AUTH_TRUST_HOST: optional(
      z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
    ),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    // Where the payments service reaches this console's webhook receiver (`{CONSOLE_PUBLIC_URL}/api/webhooks/
    // {accountId}`); PUBLIC_URL when unset. `npm start` sets it to its own local address.
    CONSOLE_PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    // The payment index and webhook confirmations run in the background of every instance unless "off".
    CONSOLE_BACKGROUND_WORK: optional(z.enum(["on", "off"])),
    // Hosts (`host` or `host:port`, comma-separated) the console may call although they are not public
    // addresses: the embedded sandbox on loopback, a gateway on the private network. `npm start` names its
    // own sandbox; nothing else on loopback, the private network or link-local addresses is ever called.
    UPSTREAM_ALLOWED_HOSTS: optional(hostList),
    // How many reverse proxies in front of the console append to X-Forwarded-For (read by its front server,
    // server/front/); with none, every forwarding header a client sends is ignored.
    TRUSTED_PROXY_HOPS: optional(
      z.coerce.number().int().min(0).max(10, "must be a whole number from 0 to 10"),
    ).transform((value) => value ?? 0),
    // Where the front server listens.
    PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((value) => value ?? 3000),
    HOST: optional(z.string()).transform((value) => value ?? "127.0.0.1"),
    // "next" makes Next serve the forwarded payments-API calls too (to compare it with the front server's).
    CONSOLE_FORWARDER: optional(z.enum(["front", "next"])),
    // Names (`host` or `host:port`, comma-separated) the console answers to besides its public URLs and the
    // address it listens on: a reverse proxy's upstream name, a second domain. Any other Host gets 421.
    ALLOWED_HOSTS: optional(hostList),
    // Every request's headers must arrive within HEADERS_TIMEOUT_MS, and the whole request, body included,
    // within REQUEST_TIMEOUT_MS (answers may take longer); a client that stalls is answered 408.
    HEADERS_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(120_000)).transform(
      (value) => value ?? 10_000,
    ),
    REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(600_000)).transform(
      (value) => value ?? 30_000,
    ),
  })
  .refine((config) => config.REQUEST_TIMEOUT_MS >= config.HEADERS_TIMEOUT_MS, {
    path: ["REQUEST_TIMEOUT_MS"],
    message: "must be at least HEADERS_TIMEOUT_MS",
  });

export type ConsoleEnv = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid console environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Validates a set of variables; exported so tests need not touch process.env. */
export function parseEnv(source: Record<string, string | undefined>): ConsoleEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
  );
}

let cached: ConsoleEnv | undefined;

/** The console's configuration, read from process.env once, on first use. */
export function env(): ConsoleEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether this process keeps payment indexes and confirms webhooks in the background. */
export function backgroundWorkEnabled(): boolean {
  return env().CONSOLE_BACKGROUND_WORK !== "off";
}

export function resetEnvForTests(): void {
  cached = undefined;
}
