import "server-only";
import type { AccountService } from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import { CliError } from "./errors";
import { formatTable } from "./table";

export type CliAccounts = Pick<AccountService, "addAccount" | "listAccounts" | "loadUpstreamCredentials">;

/** account:add. The key is checked against the service before anything is stored. */
export async function addAccountCommand(
  accounts: CliAccounts,
  readFile: (path: string) => Promise<string>,
  options: Record<string, string>,
): Promise<AccountView> {
  const environment = options.environment?.trim().toLowerCase();
  if (environment !== undefined && environment !== "sandbox" && environment !== "production") {
    throw new CliError(`--environment must be sandbox or production, not "${options.environment}"`);
  }
  const keyFile = options["webhook-public-key-file"];
  let webhookPublicKeyPem: string | undefined;
  if (keyFile !== undefined) {
    try {
      webhookPublicKeyPem = await readFile(keyFile);
    } catch (error) {
      const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
      throw new CliError(`Cannot read the webhook public key file ${keyFile} (${reason})`);
    }
  }
  return accounts.addAccount({
    name: options.name ?? "",
    baseUrl: options["base-url"] ?? "",
    apiKey: options["api-key"] ?? "",
    environment,
    webhookPublicKeyPem,
  });
}

export async function listAccountsCommand(accounts: CliAccounts): Promise<string> {
  const all = await accounts.listAccounts();
  if (all.length === 0) return "No merchant accounts yet. Add one with account:add.";
  return formatTable(
    ["ID", "NAME", "ENVIRONMENT", "KEY ID", "CAPABILITIES", "WEBHOOK KEY", "BASE URL"],
    all.map((account) => [
      account.id,
      account.name,
      account.environment,
      account.keyId,
      account.capabilities.join(","),
      account.hasWebhookKey ? "yes" : "no",
      account.baseUrl,
    ]),
  );
}
