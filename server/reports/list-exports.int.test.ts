import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_CSV_COLUMNS, PAYMENT_LINK_CSV_COLUMNS, SETTLEMENT_CSV_COLUMNS } from "@/lib/csv-lists";
import { formatIsoWithOffset } from "@/lib/format";
import {
  contractBody,
  createBranch,
  createdId,
  createPayment,
  firstScenarioId,
  linkBody,
} from "@/sandbox/testing/create";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { Role } from "@/server/auth/policy";
import { type RouteMember, routeMember } from "@/server/bff/testing/route-member";
import { contractsExportHandler, paymentLinksExportHandler, settlementsExportHandler } from "./list-exports";

// The settlements, payment links and contracts exports through their route handlers, against a real
// sandbox: every row of the list, every field a person reads on its page, the branch by name.

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let member: RouteMember;
let apiKey = "";
const branch = { kandy: "", galle: "" };

beforeAll(async () => {
  [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture("console_list_exports")]);
  const merchant = await sandbox.createMerchant({ name: "Lists merchant", minWithdrawalLkr: 1 });
  apiKey = merchant.apiKey;
  member = await routeMember(fx, sandbox, apiKey, { name: "Lists merchant" });
  const create = (path: string, body: unknown) => createdId(sandbox, apiKey, path, body);
  branch.kandy = await createBranch(sandbox, apiKey, "KDY", "Kandy, Hill");
  branch.galle = await createBranch(sandbox, apiKey, "GLE", "Galle");
  await create("/v1/payment-link", linkBody());
  await create("/v1/payment-link", {
    name: "Donation",
    currency: "LKR",
    allowCustomAmount: true,
    minAmount: 100,
    maxAmount: 5000.5,
    merchantTradeNo: "DON-1",
    branchId: branch.kandy,
  });
  const scenarioId = await firstScenarioId(sandbox, apiKey);
  await create("/v1/direct-debit", contractBody(scenarioId, { branchId: branch.galle }));
  await create("/v1/direct-debit", contractBody(scenarioId));
  const paymentId = await createPayment(sandbox, apiKey, {
    amount: 4000,
    currency: "LKR",
    branchId: branch.galle,
  });
  await sandbox.control("POST", `/sandbox/payments/${paymentId}/simulate`, { outcome: "PAID" });
  await create("/v1/withdrawal", { branchId: branch.galle });
}, 120_000);

afterAll(async () => {
  await member?.close();
  await Promise.all([sandbox?.close(), fx?.close()]);
});

const deps = (role: Role, branchId: string | null = null) => member.routeDeps(role, { branchId });

type Handler = ReturnType<typeof settlementsExportHandler>;

async function run(handler: Handler, path: string, query = ""): Promise<Response> {
  const { accountId } = member;
  const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/exports/${path}${query}`);
  return handler(request, { params: Promise.resolve({ accountId }) });
}

/** A small RFC 4180 reader: the branch name "Kandy, Hill" is quoted. */
function records(csv: string): Record<string, string>[] {
  const rows: string[][] = [];
  for (const line of csv.split("\r\n").filter((l) => l !== "")) {
    const cells: string[] = [];
    let rest = line;
    while (rest !== "" || cells.length === 0 || line.endsWith(",")) {
      if (rest.startsWith('"')) {
        const end = rest.indexOf('",', 1);
        const cell = end === -1 ? rest.slice(1, -1) : rest.slice(1, end);
        cells.push(cell.replaceAll('""', '"'));
        rest = end === -1 ? "" : rest.slice(end + 2);
      } else {
        const comma = rest.indexOf(",");
        cells.push(comma === -1 ? rest : rest.slice(0, comma));
        rest = comma === -1 ? "" : rest.slice(comma + 1);
      }
      if (rest === "" && cells.length >= (rows[0]?.length ?? 0)) break;
    }
    rows.push(cells);
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

describe("list exports", () => {
  it("exports the settlement requests with both currencies' totals and the branch by name", async () => {
    const response = await run(settlementsExportHandler(deps("finance")), "settlements");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="settlements-\d{4}-\d\d-\d\d\.csv"/,
    );
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(SETTLEMENT_CSV_COLUMNS.join(","));
    const [row, ...more] = records(text);
    expect(more).toHaveLength(0);
    const list = await sandbox.client(apiKey).request("GET", "/v1/withdrawal/list?page=1&limit=10");
    const source = list.body.withdrawalRequests[0];
    expect(row).toMatchObject({
      id: source.id,
      status: source.status,
      branchId: branch.galle,
      branch: "Galle",
      paymentsCount: "1",
      grossLkr: "4000.00",
      netLkr: source.totalNetAmountLkr.toFixed(2),
      "requestedAt (Asia/Colombo)": formatIsoWithOffset(source.requestedAt),
    });
  });

  it("exports the payment links, amounts in their own currency, and follows the list's branch filter", async () => {
    const all = records(await (await run(paymentLinksExportHandler(deps("owner")), "payment-links")).text());
    expect(all.map((link) => link.name).sort()).toEqual(["Donation", "Tea box"]);
    expect(all.find((link) => link.name === "Donation")).toMatchObject({
      currency: "LKR",
      amount: "",
      customAmount: "yes",
      minAmount: "100.00",
      maxAmount: "5000.50",
      merchantTradeNo: "DON-1",
      branch: "Kandy, Hill",
      statusLabel: "Active",
    });
    expect(all.find((link) => link.name === "Tea box")).toMatchObject({ amount: "12.000000", branch: "" });
    const kandy = records(
      await (
        await run(paymentLinksExportHandler(deps("owner")), "payment-links", `?branchId=${branch.kandy}`)
      ).text(),
    );
    expect(kandy.map((link) => link.name)).toEqual(["Donation"]);
    expect(Object.keys(kandy[0] ?? {})).toEqual([...PAYMENT_LINK_CSV_COLUMNS]);
  });

  it("exports the contracts, and holds a member of one branch to it", async () => {
    const all = records(await (await run(contractsExportHandler(deps("owner")), "contracts")).text());
    expect(all).toHaveLength(2);
    expect(all.map((c) => c.branch).sort()).toEqual(["", "Galle"]);
    expect(all[0]).toMatchObject({
      serviceName: "Tea club",
      singleUpperLimitUsdt: "10.000000",
      periodic: "no",
    });
    expect(Object.keys(all[0] ?? {})).toEqual([...CONTRACT_CSV_COLUMNS]);
    const scoped = records(
      await (await run(contractsExportHandler(deps("admin", branch.galle)), "contracts")).text(),
    );
    expect(scoped.map((c) => c.branch)).toEqual(["Galle"]);
  });

  it("refuses a filter the list cannot read instead of exporting more than was asked", async () => {
    for (const [handler, path, query] of [
      [settlementsExportHandler(deps("owner")), "settlements", "?status=PAYED"],
      [paymentLinksExportHandler(deps("owner")), "payment-links", "?branchId=not-a-branch"],
      [contractsExportHandler(deps("owner")), "contracts", "?currency=EUR"],
      [settlementsExportHandler(deps("owner")), "settlements", "?startDate=2026-11-20&endDate=2026-11-10"],
      [
        paymentLinksExportHandler(deps("owner")),
        "payment-links",
        "?branchId=1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
      ],
      [contractsExportHandler(deps("owner")), "contracts", "?branchId=1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"],
    ] as const) {
      const response = await run(handler, path, query);
      expect(response.status, `${path}${query}`).toBe(400);
    }
  });

  it("refuses a role that may not read the list", async () => {
    expect((await run(settlementsExportHandler(deps("staff")), "settlements")).status).toBe(403);
  });
});
