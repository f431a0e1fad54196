import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersEachTest, renderWithQueries } from "@/components/detail/testing/render-with-queries";
import type { BatchDetail as Detail } from "@/lib/bulk-payouts/batch";
import { batchDetail, batchRow, batchView, counts } from "@/lib/bulk-payouts/testing/batch-fixture";
import { BatchDetail, MOVING_POLL_MS } from "./batch-detail";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The console answering the batch's reads with each answer in turn (the last one again), and its actions. */
function serve(answers: Detail[], onAction?: (url: string, body: unknown) => Response) {
  let reads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") return onAction?.(url, JSON.parse(String(init.body))) ?? json(500, {});
    const answer = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    return json(200, answer);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, reads: () => reads };
}

const BATCH_ID = batchView().id;
const renderBatch = () => renderWithQueries(<BatchDetail accountId="acc-1" batchId={BATCH_ID} />);

describe("BatchDetail", () => {
  fakeTimersEachTest();

  it("shows how far the batch has got, with the time left at its pace", async () => {
    serve([
      batchDetail({
        status: "running",
        counts: counts({ sent: 1, completed: 1, waiting: 1 }),
        secondsLeft: 75,
      }),
    ]);
    renderBatch();
    expect(await screen.findByText("2 of 3 rows sent · about 2 minutes left")).toBeVisible();
    const bar = screen.getByRole("progressbar", { name: "Rows handled" });
    expect(bar).toHaveAttribute("value", "2");
    expect(bar).toHaveAttribute("max", "3");
    expect(bar).toHaveAttribute("aria-valuetext", "2 of 3 rows handled");
    // "sent" above counts the rows the bank has answered for too; the breakdown says which have not.
    expect(screen.getByText("With the bank").nextElementSibling).toHaveTextContent("1");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("payouts-29-nov.csv");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Running");
  });

  it("lists each row with its recipient as the service holds it, its payout and why it failed", async () => {
    serve([
      batchDetail(
        { status: "finished", counts: counts({ completed: 1, failed: 1, waiting: 0 }), rowCount: 2 },
        [
          batchRow({
            row: 2,
            reference: "INV-1",
            state: "completed",
            recipient: { accountName: "PERERA A", bankName: "Bank of Ceylon", accountNumber: "001234567890" },
            offrampId: "5f0c7d0e-0000-4000-8000-000000000001",
            amountLkr: "3002.50",
          }),
          batchRow({
            row: 3,
            reference: "INV-2",
            accountName: "B. Silva",
            bankName: "Sampath Bank",
            accountNumber: "009876543210",
            state: "failed",
            failureReason: "The bank refused the account number.",
          }),
        ],
      ),
    ]);
    renderBatch();
    const table = await screen.findByRole("table", { name: "Rows of the batch" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("PERERA A");
    expect(first).toHaveTextContent("Completed");
    expect(first).toHaveTextContent("LKR 3,002.50");
    expect(within(first as HTMLElement).getByRole("link", { name: "5f0c7d0e…0001" })).toHaveAttribute(
      "href",
      "/accounts/acc-1/offramp/5f0c7d0e-0000-4000-8000-000000000001",
    );
    expect(second).toHaveTextContent("B. Silva");
    expect(second).toHaveTextContent("Sampath Bank");
    expect(second).toHaveTextContent("As in the file");
    expect(first).not.toHaveTextContent("As in the file");
    expect(second).toHaveTextContent("Failed");
    expect(second).toHaveTextContent("The bank refused the account number.");
    expect(screen.getByRole("link", { name: "Download results (CSV)" })).toHaveAttribute(
      "href",
      "/api/accounts/acc-1/bulk-payouts/b-1/results.csv".replace(
        "b-1",
        "7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d",
      ),
    );
  });

  it("looks again every 2 s while rows move, and stops once nothing can move", async () => {
    const served = serve([
      batchDetail({ status: "running", counts: counts({ waiting: 2, quoting: 1 }) }),
      batchDetail({ status: "finished", counts: counts({ sent: 3 }) }),
      batchDetail({ status: "finished", counts: counts({ completed: 3 }), secondsLeft: null }),
    ]);
    renderBatch();
    await screen.findByText("0 of 3 rows sent · less than a minute left");
    await act(() => vi.advanceTimersByTimeAsync(MOVING_POLL_MS + 50));
    expect(await screen.findByText("3 of 3 rows sent")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(MOVING_POLL_MS + 50));
    await screen.findByText("Every row has been handled");
    expect(served.reads()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(MOVING_POLL_MS * 5));
    expect(served.reads()).toBe(3);
  });

  it("keeps Refresh still while the page looks again on its own", async () => {
    let reads = 0;
    let answer: (response: Response) => void = () => undefined;
    const running = batchDetail({ status: "running" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        reads += 1;
        if (reads === 1) return json(200, running);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderBatch();
    const refresh = await screen.findByRole("button", { name: "Refresh" });
    await act(() => vi.advanceTimersByTimeAsync(MOVING_POLL_MS + 50));
    expect(reads).toBe(2);
    expect(refresh).toBeEnabled();
    expect(refresh).not.toHaveAttribute("aria-busy");
    await act(async () => answer(json(200, running)));
  });

  it("says why the console paused a batch by itself, and offers to resume it", async () => {
    const reason =
      "The payments service refused this account's API key or role (Invalid signature). Nothing more was sent: check the key in Settings, then resume the batch.";
    serve([
      batchDetail({
        status: "paused",
        pausedReason: reason,
        counts: counts({ waiting: 2, sent: 1 }),
        may: { decide: false, pause: false, resume: true, cancel: true },
        secondsLeft: null,
      }),
    ]);
    renderBatch();
    expect(await screen.findByText("Paused by the console")).toBeVisible();
    expect(screen.getByText(new RegExp(`^${reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))).toBeVisible();
    expect(screen.getByRole("button", { name: "Resume" })).toBeEnabled();
  });

  it("tells a member who may not decide why, and offers nothing to press", async () => {
    const refusal = "You started this batch, so another member has to approve it.";
    serve([
      batchDetail({
        status: "awaiting_approval",
        heldReason: "LKR 300,000.00 is above the account's threshold of LKR 50,000.00.",
        may: { decide: false, pause: false, resume: false, cancel: true },
        decideRefusal: refusal,
        secondsLeft: null,
      }),
    ]);
    renderBatch();
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByText(/above the account's threshold/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("asks the approver for a reason before rejecting, and sends it", async () => {
    const waiting = batchDetail({
      status: "awaiting_approval",
      heldReason: "Above the threshold.",
      may: { decide: true, pause: false, resume: false, cancel: false },
      secondsLeft: null,
    });
    const rejected = batchDetail({ status: "rejected", rejectReason: "Wrong day's file." });
    const actions: [string, unknown][] = [];
    serve([waiting], (url, body) => {
      actions.push([url, body]);
      return json(200, rejected);
    });
    // The reject dialog opens from the form (not from a trigger); under fake timers Radix has not yet lifted
    // the page's pointer-events lock from its content when the click comes.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi), pointerEventsCheck: 0 });
    renderBatch();
    expect(await screen.findByRole("button", { name: "Approve and pay 3 rows" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(
      screen.getByText("Say why the batch is rejected; the person who started it sees it."),
    ).toBeVisible();
    await user.type(screen.getByLabelText("Reason for rejecting"), "Wrong day's file.");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reject this batch?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await screen.findByText(/Nothing was sent\. Wrong day's file\./);
    expect(actions).toEqual([
      [`/api/accounts/acc-1/bulk-payouts/${BATCH_ID}/reject`, { reason: "Wrong day's file." }],
    ]);
  });

  it("confirms an approval with the count and totals in agreement, then approves", async () => {
    const actions: [string, unknown][] = [];
    serve(
      [
        batchDetail({
          status: "awaiting_approval",
          rowCount: 1,
          counts: counts({ waiting: 1 }),
          totalUsdt: "10",
          indicativeLkr: "3002.50",
          may: { decide: true, pause: false, resume: false, cancel: false },
          secondsLeft: null,
        }),
      ],
      (url, body) => {
        actions.push([url, body]);
        return json(200, batchDetail({ status: "running", rowCount: 1, counts: counts({ waiting: 1 }) }));
      },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderBatch();
    await user.click(await screen.findByRole("button", { name: "Approve and pay 1 row" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Pay 1 row?" });
    expect(dialog).toHaveTextContent(
      "1 row for USDT 10.00, about LKR 3,002.50, leaves the float one after the other.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve and pay" }));
    expect(await screen.findByText(/0 of 1 row sent/)).toBeVisible();
    expect(actions).toEqual([[`/api/accounts/acc-1/bulk-payouts/${BATCH_ID}/approve`, {}]]);
  });

  it("confirms a cancel with what it means for the rows not yet sent", async () => {
    const actions: string[] = [];
    serve(
      [
        batchDetail({
          status: "paused",
          counts: counts({ completed: 1, waiting: 2 }),
          secondsLeft: null,
          may: { decide: false, pause: false, resume: true, cancel: true },
        }),
      ],
      (url) => {
        actions.push(url);
        return json(
          200,
          batchDetail({ status: "cancelled", counts: counts({ completed: 1, cancelled: 2 }) }),
        );
      },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderBatch();
    expect(
      await screen.findByText("No row is sent until the batch is resumed; 2 rows waiting."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Resume" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel the batch" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this batch?" });
    expect(dialog).toHaveTextContent("The rows not yet sent will not be paid (2 rows now).");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the batch" }));
    expect(await screen.findByText("2 rows not yet sent were not paid.")).toBeVisible();
    expect(actions).toEqual([`/api/accounts/acc-1/bulk-payouts/${BATCH_ID}/cancel`]);
  });

  it("says so when the batch is not there", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(404, { message: "Not found", requestId: "req_1" })),
    );
    renderBatch();
    expect(await screen.findByRole("heading", { name: "Payout batch not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Past batches" })).toHaveAttribute(
      "href",
      "/accounts/acc-1/offramp/bulk/batches",
    );
  });
});
