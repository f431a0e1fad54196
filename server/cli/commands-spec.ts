import "server-only";
import { roles } from "@/server/auth/policy";

export interface OptionSpec {
  name: string;
  value: string;
  required: boolean;
  description: string;
}

export interface CommandSpec {
  name: string;
  summary: string;
  options: OptionSpec[];
}

const required = (name: string, value: string, description: string): OptionSpec => ({
  name,
  value,
  required: true,
  description,
});
const optional = (name: string, value: string, description: string): OptionSpec => ({
  name,
  value,
  required: false,
  description,
});

/** The commands of `npm run console -- <command>` (docs/service-rules.md §11). */
export const commandSpecs: CommandSpec[] = [
  {
    name: "user:create",
    summary: "Create a console user who can sign in; prints the user id",
    options: [
      required("email", "EMAIL", "sign-in email (stored in lower case)"),
      required("password", "PASSWORD", "at least 10 characters"),
      optional("name", "NAME", "display name"),
    ],
  },
  {
    name: "account:add",
    summary: "Add a merchant account after checking its API key; prints the account id",
    options: [
      required("name", "NAME", "shown in the account switcher"),
      required("base-url", "URL", "the payments service, e.g. http://127.0.0.1:4010"),
      required("api-key", "KEY", "the full key ak_live_….sk_live_… (only its id and a derived key are kept)"),
      optional("environment", "sandbox|production", "defaults to sandbox"),
      optional(
        "webhook-public-key-file",
        "FILE",
        "ED25519 public key PEM; fetched from the service if absent",
      ),
    ],
  },
  {
    name: "member:add",
    summary: "Give a user a role on a merchant account (updates an existing membership)",
    options: [
      required("email", "EMAIL", "an existing user"),
      required("account", "ACCOUNT_ID", "from account:add or account:list"),
      required("role", roles.join("|"), "what the member may do"),
      optional("branch", "BRANCH_ID", "limit the member to one branch"),
    ],
  },
  { name: "account:list", summary: "List merchant accounts (keys shown by their id only)", options: [] },
  { name: "user:list", summary: "List users with their memberships", options: [] },
  {
    name: "user:reset-2fa",
    summary: "Remove a user's second factor and recovery codes, and sign out all their sessions",
    options: [required("email", "EMAIL", "the user who lost their authenticator")],
  },
];

export function findCommand(name: string): CommandSpec | undefined {
  return commandSpecs.find((spec) => spec.name === name);
}

export function commandUsage(spec: CommandSpec): string {
  const flags = spec.options.map((option) => {
    const flag = `--${option.name} ${option.value}`;
    return option.required ? flag : `[${flag}]`;
  });
  const lines = [`Usage: npm run console -- ${[spec.name, ...flags].join(" ")}`, "", spec.summary];
  if (spec.options.length > 0) {
    lines.push("", "Options:");
    const width = Math.max(...spec.options.map((option) => option.name.length)) + 4;
    for (const option of spec.options) lines.push(`  --${option.name.padEnd(width)}${option.description}`);
  }
  return lines.join("\n");
}

export function generalUsage(): string {
  const width = Math.max(...commandSpecs.map((spec) => spec.name.length)) + 2;
  return [
    "Usage: npm run console -- <command> [options]",
    "",
    "Administers the console's database: the same one `npm start` uses (DATABASE_URL, or the embedded",
    "Postgres in DATA_DIR, default .data).",
    "",
    "Commands:",
    ...commandSpecs.map((spec) => `  ${spec.name.padEnd(width)}${spec.summary}`),
    "",
    "Run `npm run console -- <command> --help` for a command's options.",
  ].join("\n");
}
