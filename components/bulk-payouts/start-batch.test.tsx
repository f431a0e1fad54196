import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import type { PayoutFileTotals } from "@/lib/bulk-payouts/payout-file-preview";
import { batchDetail } from "@/lib/bulk-payouts/testing/batch-fixture";
import { StartBatch } from "./start-batch";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const totals = (some: Partial<PayoutFileTotals> = {}): PayoutFileTotals => ({
  validCount: 2,
  refusedCount: 0,
  totalUsdt: "12.5",
  indicativeLkr: "3753.13",
  rateUsdtLkr: "300.25",
  floatBeforeLkr: "100000.00",
  floatAfterLkr: "96246.87",
  blocker: null,
  ...some,
});

const file = { text: "reference,external_user_id\r\n", name: "payouts-29-nov.csv" };

describe("StartBatch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    push.mockReset();
  });

  it("stays disabled while the file cannot start, and names why", () => {
    const blocker =
      "The float holds LKR 1,000.00; the valid rows need about LKR 3,753.13: LKR 2,753.13 short. Top up the float or pay fewer rows.";
    renderWithQueries(<StartBatch accountId="acc-1" totals={totals({ blocker })} file={file} />);
    const button = screen.getByRole("button", { name: "Pay 2 rows" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(blocker);
    expect(screen.getByRole("alert")).toHaveTextContent(`This file cannot start${blocker}`);
  });

  it("offers nothing to press when no row can be paid", () => {
    const blocker = "No row of this file can be paid: fix the refused rows and upload the file again.";
    renderWithQueries(
      <StartBatch
        accountId="acc-1"
        totals={totals({ validCount: 0, refusedCount: 3, blocker })}
        file={file}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(blocker);
  });

  it("counts one row in the singular", () => {
    renderWithQueries(<StartBatch accountId="acc-1" totals={totals({ validCount: 1 })} file={file} />);
    expect(screen.getByRole("button", { name: "Pay 1 row" })).toBeEnabled();
  });

  it("asks with the count and totals, sends the checked text with the file's name, and opens the batch", async () => {
    const started = batchDetail({ id: "b-42" });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(201, started));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithQueries(<StartBatch accountId="acc-1" totals={totals()} file={file} />);

    await user.click(screen.getByRole("button", { name: "Pay 2 rows" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Pay 2 rows?" });
    expect(dialog).toHaveTextContent("2 rows for USDT 12.50, about LKR 3,753.13 at today's rate, are sent");
    expect(fetch).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Pay 2 rows" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/accounts/acc-1/offramp/bulk/b-42"));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/accounts/acc-1/bulk-payouts");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ file: file.text, fileName: "payouts-29-nov.csv" });
  });

  it("keeps a refusal on the page in the console's words, with its request id", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(400, {
          message: "Row 3: reference INV-3 was already used on this account.",
          requestId: "req_9",
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithQueries(<StartBatch accountId="acc-1" totals={totals()} file={file} />);
    await user.click(screen.getByRole("button", { name: "Pay 2 rows" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Pay 2 rows" }));
    const alert = await screen.findByText("Row 3: reference INV-3 was already used on this account.");
    expect(alert.closest('[role="alert"]')).toHaveTextContent("The batch did not start");
    expect(screen.getByText("req_9")).toBeVisible();
    expect(push).not.toHaveBeenCalled();
  });
});
