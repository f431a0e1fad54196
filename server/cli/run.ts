import "server-only";
import { AccountError } from "@/server/accounts/errors";
import type { ConsoleExecutor } from "@/server/db/client";
import { addAccountCommand, type CliAccounts, listAccountsCommand } from "./accounts";
import { CliError } from "./errors";
import { addMember } from "./members";
import type { ParsedCommand } from "./parse";
import { createUser, listUsers } from "./users";

export interface CliDeps {
  db: ConsoleExecutor;
  accounts: CliAccounts;
  readFile: (path: string) => Promise<string>;
}

export interface CliIo {
  /** Results meant for scripts (ids, tables). */
  out(text: string): void;
  /** Messages for the person at the shell. */
  err(text: string): void;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export type RunCommand = Extract<ParsedCommand, { kind: "run" }>;

/** Answers help and usage errors, which need no database. */
export function reportWithoutDatabase(parsed: Exclude<ParsedCommand, RunCommand>, io: CliIo): number {
  if (parsed.kind === "help") {
    io.out(parsed.text);
    return EXIT_OK;
  }
  io.err(parsed.message);
  return EXIT_USAGE;
}

/** Runs one command; every expected failure is a message on stderr and a non-zero exit code. */
export async function executeCommand(parsed: RunCommand, deps: CliDeps, io: CliIo): Promise<number> {
  const { options } = parsed;
  try {
    switch (parsed.command) {
      case "user:create": {
        const user = await createUser(deps.db, {
          email: options.email ?? "",
          password: options.password ?? "",
          name: options.name,
        });
        io.err(`Created user ${user.email}`);
        io.out(user.id);
        return EXIT_OK;
      }
      case "account:add": {
        const account = await addAccountCommand(deps.accounts, deps.readFile, options);
        const capabilities = account.capabilities.length > 0 ? account.capabilities.join(", ") : "none";
        io.err(
          `Added ${account.environment} account "${account.name}" (key ${account.keyId}, capabilities: ${capabilities})`,
        );
        io.out(account.id);
        return EXIT_OK;
      }
      case "member:add": {
        const member = await addMember(
          deps.db,
          {
            email: options.email ?? "",
            accountId: options.account ?? "",
            role: options.role ?? "",
            branchId: options.branch,
          },
          deps.accounts,
        );
        const scope = member.branchId ? ` limited to branch ${member.branchId}` : "";
        io.err(`${member.updated ? "Updated" : "Added"} ${options.email} as ${member.role}${scope}`);
        return EXIT_OK;
      }
      case "account:list":
        io.out(await listAccountsCommand(deps.accounts));
        return EXIT_OK;
      case "user:list":
        io.out(await listUsers(deps.db));
        return EXIT_OK;
      default:
        io.err(`Command ${parsed.command} is not implemented`);
        return EXIT_USAGE;
    }
  } catch (error) {
    if (error instanceof CliError || error instanceof AccountError) {
      io.err(`Error: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}
