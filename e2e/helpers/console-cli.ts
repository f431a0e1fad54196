import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { demoLogin, E2E, sandboxControl } from "../env";
import { uniqueTag } from "./console";

const root = join(import.meta.dirname, "..", "..");

type Answer = { id: number; code: number; stdout: string; stderr: string };

/** The worker's CLI session (cli-session.ts), started with the first command; it ends with the worker. */
let session: { child: ChildProcess; waiting: Map<number, (answer: Answer) => void> } | null = null;
let nextId = 0;

function cliSession() {
  if (session) return session;
  const child = spawn(
    join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", join(root, "e2e", "helpers", "cli-session.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: E2E.dataDir,
        SANDBOX_PORT: String(E2E.sandboxPort),
        LOG_LEVEL: "warn",
      },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const waiting = new Map<number, (answer: Answer) => void>();
  createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).on("line", (line) => {
    const answer = JSON.parse(line) as Answer;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  child.on("exit", () => {
    session = null;
  });
  // The worker may end while the session idles: it must not keep the worker alive.
  child.unref();
  for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?: () => void })?.unref?.();
  session = { child, waiting };
  return session;
}

/**
 * `npm run console -- <args>` against the e2e stack: the administration CLI's commands on the embedded
 * Postgres the webServer started in E2E.dataDir, in one process for the worker (cli-session.ts).
 */
export async function consoleCli(args: string[]): Promise<string> {
  const { child, waiting } = cliSession();
  const id = nextId++;
  const answer = await new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`console ${args[0]} did not answer within 30 s`));
    }, 30_000);
    waiting.set(id, (found) => {
      clearTimeout(timer);
      resolve(found);
    });
    child.stdin?.write(`${JSON.stringify({ id, args })}\n`);
  });
  if (answer.code !== 0) throw new Error(`console ${args[0]} failed (${answer.code}): ${answer.stderr}`);
  return answer.stdout;
}

/** Adds a sandbox merchant to the console with the CLI, the demo owner as its owner; answers its account id. */
export async function addDemoOwnedAccount(name: string, apiKey: string): Promise<string> {
  const added = await consoleCli([
    "account:add",
    "--name",
    name,
    "--base-url",
    E2E.sandboxUrl,
    "--api-key",
    apiKey,
    "--environment",
    "sandbox",
  ]);
  const accountId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(added)?.[0];
  if (!accountId) throw new Error(`account:add printed no account id: ${added}`);
  await consoleCli(["member:add", "--email", demoLogin().email, "--account", accountId, "--role", "owner"]);
  return accountId;
}

export interface Member {
  email: string;
  password: string;
}

type Role = "owner" | "admin" | "developer" | "finance" | "staff";

/** A new console user, named for the role they are about to be given (no membership yet). */
async function createUser(role: Role, tag: string): Promise<Member> {
  const member = { email: `${role}-${tag.toLowerCase()}@e2e.example`, password: `e2e-${tag}-password` };
  await consoleCli([
    "user:create",
    "--email",
    member.email,
    "--password",
    member.password,
    "--name",
    `E2E ${role}`,
  ]);
  return member;
}

async function addMembership(accountId: string, member: Member, role: Role, branchId?: string) {
  await consoleCli([
    "member:add",
    "--email",
    member.email,
    "--account",
    accountId,
    "--role",
    role,
    ...(branchId ? ["--branch", branchId] : []),
  ]);
}

/** A new console user with one role on the account, optionally limited to one branch. */
export async function addMember(
  accountId: string,
  role: Role,
  tag: string,
  branchId?: string,
): Promise<Member> {
  const member = await createUser(role, tag);
  await addMembership(accountId, member, role, branchId);
  return member;
}

/**
 * newAggregator and a new member of it with one role: the user is made while the account is (each CLI
 * call is a process of its own), then given the role.
 */
export async function newAggregatorWithMember(
  name: string,
  role: Role,
  tag: string,
): Promise<{ accountId: string; member: Member }> {
  const [accountId, member] = await Promise.all([newAggregator(name), createUser(role, tag)]);
  await addMembership(accountId, member, role);
  return { accountId, member };
}

/** Fills and sends the sign-in form as the member (the page then asks for a code or opens the console). */
export async function submitSignIn(page: Page, member: Member): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A browser context signed in as the member, through the sign-in form. */
export async function signedInContext(
  browser: Browser,
  member: Member,
  options: { userAgent?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: undefined, ...options });
  const page = await context.newPage();
  await submitSignIn(page, member);
  await expect(page.getByRole("button", { name: /Merchant account:/ })).toBeVisible();
  await page.close();
  return context;
}

/** A fresh AGGREGATOR merchant with a funded float, in the console, owned by the demo owner. */
export async function newAggregator(name: string): Promise<string> {
  const created = await sandboxControl("POST", "/sandbox/merchants", { name, roles: ["AGGREGATOR"] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { apiKey, merchantId } = created.body as { apiKey: string; merchantId: string };
  const funded = await sandboxControl("POST", `/sandbox/merchants/${merchantId}/float`, {
    amountLkr: 5_000_000,
    bankRef: `E2E-APPROVALS-${uniqueTag()}`,
  });
  expect(funded.status, JSON.stringify(funded.body)).toBe(201);
  return addDemoOwnedAccount(name, apiKey);
}
