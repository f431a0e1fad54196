import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { batchView, counts } from "@/lib/bulk-payouts/testing/batch-fixture";
import { BatchList } from "./batch-list";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("BatchList", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each batch with who started it, its rows and totals, linking to its page", async () => {
    const batches = [
      batchView({
        id: "b-2",
        fileName: "payouts-29-nov.csv",
        status: "finished",
        rowCount: 1,
        counts: counts({ completed: 1 }),
        totalUsdt: "10",
        sentLkr: "3002.50",
      }),
      batchView({ id: "b-1", fileName: "payouts-28-nov.csv", createdBy: null, status: "cancelled" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { batches })),
    );
    renderWithQueries(<BatchList accountId="acc-1" />);
    await screen.findByRole("link", { name: "payouts-29-nov.csv" });
    const table = screen.getByRole("table", { name: "Past batches" });
    const [newest, older] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(within(newest as HTMLElement).getByRole("link", { name: "payouts-29-nov.csv" })).toHaveAttribute(
      "href",
      "/accounts/acc-1/offramp/bulk/b-2",
    );
    expect(newest).toHaveTextContent("Nimal Perera");
    expect(newest).toHaveTextContent("Finished");
    expect(newest).toHaveTextContent("1 row");
    expect(newest).toHaveTextContent("USDT 10.00");
    expect(newest).toHaveTextContent("LKR 3,002.50");
    expect(older).toHaveTextContent("A former member");
    expect(older).toHaveTextContent("3 rows");
    expect(older).toHaveTextContent("Cancelled");
  });

  it("says there is none yet and where to start one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { batches: [] })),
    );
    renderWithQueries(<BatchList accountId="acc-1" />);
    expect(await screen.findByText("No payout batches yet")).toBeVisible();
    expect(screen.getByRole("link", { name: "Bulk payout" })).toHaveAttribute(
      "href",
      "/accounts/acc-1/offramp/bulk",
    );
  });
});
