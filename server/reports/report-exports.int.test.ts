import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFRAMP_CSV_COLUMNS } from "@/lib/csv-reports";
import type { ReportDataset } from "@/sandbox/domain/offramp/report-dataset";
import type { Role } from "@/server/auth/policy";
import type { RouteMember } from "@/server/bff/testing/route-member";
import { ledgerExportHandler, offrampExportHandler } from "./report-exports";
import { type ReportRoutesWorld, reportRoutesWorld } from "./testing/report-routes";

// The offramp and float-ledger exports through their route handlers, against a real sandbox's reports.

let world: ReportRoutesWorld;
let data: ReportDataset;
let member: RouteMember;

beforeAll(async () => {
  world = await reportRoutesWorld("console_report_exports");
  ({ data, member } = world);
}, 120_000);

afterAll(() => world?.close());

const deps = (role: Role, capabilities?: string[]) => member.routeDeps(role, { capabilities });

async function run(
  handler: ReturnType<typeof offrampExportHandler>,
  path: "offramp" | "ledger",
  query: string,
): Promise<Response> {
  const { accountId } = member;
  const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/exports/${path}${query}`);
  return handler(request, { params: Promise.resolve({ accountId }) });
}

/** The CSV's records as objects keyed by the header (no field of the dataset holds a comma or quote). */
function records(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split("\r\n").filter((line) => line !== "");
  const names = (header ?? "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i], value])));
}

describe("GET /api/accounts/:accountId/exports/offramp", () => {
  it("exports every payout of the report, newest first, as an attachment with its row count", async () => {
    const response = await run(offrampExportHandler(deps("finance")), "offramp", "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="offramp-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("x-total-count")).toBe(String(data.offramps.length));
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(OFFRAMP_CSV_COLUMNS.join(","));
    expect(records(text).map((row) => row.payoutId)).toEqual(data.offramps.map((row) => row.paymentId));
  });

  it("applies the report's filters and sort, and writes the status in words and the failure reason", async () => {
    const failed = await run(offrampExportHandler(deps("owner")), "offramp", "?status=FAILED");
    const rows = records(await failed.text());
    expect(rows).toHaveLength(data.offramps.filter((row) => row.status === "FAILED").length);
    expect(rows.every((row) => row.status === "FAILED" && row.statusLabel === "Failed")).toBe(true);
    const o2 = rows.find((row) => row.payoutId === data.o.o2?.paymentId);
    expect(o2).toMatchObject({
      failureReason: "Invalid account number",
      endUserId: "partner-user-2",
      bankName: "Sampath Bank",
      accountLast4: "4455",
      amountLkr: "6000.00",
      amountUsdt: "20",
    });

    const bySize = await run(
      offrampExportHandler(deps("owner")),
      "offramp",
      "?sortBy=amount_lkr&sortOrder=asc",
    );
    const amounts = records(await bySize.text()).map((row) => Number(row.amountLkr));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it("refuses a role without payouts, and an account that is not an aggregator", async () => {
    expect((await run(offrampExportHandler(deps("developer")), "offramp", "")).status).toBe(403);
    expect((await run(offrampExportHandler(deps("staff")), "offramp", "")).status).toBe(403);
    expect((await run(offrampExportHandler(deps("owner", [])), "offramp", "")).status).toBe(403);
  });
});

describe("GET /api/accounts/:accountId/exports/ledger", () => {
  it("exports the whole float ledger in the order asked, with each entry's balance after it", async () => {
    const response = await run(ledgerExportHandler(deps("finance")), "ledger", "?sortOrder=asc");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="float-ledger-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers.get("x-total-count")).toBe(String(data.entries.length));
    const rows = records(await response.text());
    expect(rows.map((row) => row.entryId)).toEqual(data.entries.map((entry) => entry.id));
    const last = data.entries.at(-1);
    expect(rows.at(-1)?.balanceAfterLkr).toBe(last ? Number(last.balanceAfter).toFixed(2) : undefined);
  });

  it("filters by entry type and writes the type in words", async () => {
    const response = await run(ledgerExportHandler(deps("finance")), "ledger", "?type=REFUND");
    const rows = records(await response.text());
    expect(rows).toHaveLength(data.entries.filter((entry) => entry.type === "REFUND").length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.type === "REFUND" && row.typeLabel === "Refund")).toBe(true);
  });

  it("refuses staff, who may not read reports", async () => {
    expect((await run(ledgerExportHandler(deps("staff")), "ledger", "")).status).toBe(403);
  });

  it("refuses an entry type or order the ledger cannot read, rather than exporting every entry", async () => {
    for (const [handler, name, query, field] of [
      [ledgerExportHandler, "ledger", "?type=REFUNDS", "type"],
      [offrampExportHandler, "offramp", "?sortOrder=sideways", "sortOrder"],
    ] as const) {
      const response = await run(handler(deps("owner")), name, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).details).toEqual([expect.objectContaining({ field })]);
    }
  });
});
