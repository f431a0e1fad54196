import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersEachTest, renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { colomboDate } from "@/lib/dates";
import { contractFixture } from "../testing/contract-fixture";
import { chargeFixture, chargesAnswerFixture, scheduleFixture } from "../testing/schedule-fixture";
import { stubScheduleService } from "../testing/schedule-service";
import { CHARGES_POLL_MS } from "./charge-polling";
import { ContractChargesSection } from "./contract-charges-section";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const contract = contractFixture();
const schedule = scheduleFixture();

function renderSection({ canWrite = true, status = "SIGNED" as const } = {}) {
  return renderWithQueries(
    <ContractChargesSection accountId={ACCOUNT} contract={{ ...contract, status }} canWrite={canWrite} />,
  );
}

const fees = {
  grossAmountUSDT: 21.5,
  exchangeFeePercentage: 1,
  exchangeFeeAmountUSDT: 0.215,
  serviceFeePercentage: 1.5,
  serviceFeeAmountUSDT: 0.3225,
  totalFeesUSDT: 0.5375,
  netAmountUSDT: 20.9625,
  totalFeesLKR: 161.32,
};

fakeTimersEachTest();

describe("the contract's charges", () => {
  it("lists every charge with its status in words, fees, who made it, its retry and its payment", async () => {
    stubScheduleService({
      charges: [
        chargesAnswerFixture({
          schedules: [schedule],
          nextDue: { date: "2027-01-01", scheduleId: schedule.id, amount: "6500.50", currency: "LKR" },
          charges: [
            chargeFixture({
              id: "c3",
              scheduleId: schedule.id,
              dueDate: "2026-12-01",
              attempt: 3,
              state: "failed",
              paymentId: null,
              madeBy: null,
              failureReason: "The customer's wallet has too little USDT",
            }),
            chargeFixture({ id: "c2", state: "refused", paymentId: null, failureReason: "Contract limit" }),
            chargeFixture({ id: "c1", fees }),
          ],
        }),
      ],
    });
    renderSection();
    const table = await screen.findByRole("table", { name: "Charges" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Due Tue 1 Dec 2026");
    expect(rows[0]).toHaveTextContent("Failed");
    expect(rows[0]).toHaveTextContent("Retry 2 of 2");
    expect(rows[0]).toHaveTextContent("The customer's wallet has too little USDT");
    expect(rows[0]).toHaveTextContent("Schedule “Tea Club box”");
    expect(within(rows[0] as HTMLElement).queryByRole("link")).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Refused");
    expect(rows[1]).not.toHaveTextContent("Retry");
    expect(rows[2]).toHaveTextContent("LKR 6,500.50");
    expect(rows[2]).toHaveTextContent("Fees USDT 0.5375 (LKR 161.32)");
    expect(rows[2]).toHaveTextContent("Paid");
    expect(rows[2]).toHaveTextContent("Nimal Perera");
    expect(within(rows[2] as HTMLElement).getByRole("link", { name: /^View the payment/ })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/payments/${chargeFixture().paymentId}`,
    );
    expect(screen.getByText(/Next charge:/).parentElement).toHaveTextContent(
      "Next charge: LKR 6,500.50 on Fri 1 Jan 2027, for “Tea Club box”.",
    );
  });

  it("says when there are none yet, and offers to charge or schedule to those who may", async () => {
    stubScheduleService({ charges: [chargesAnswerFixture()] });
    renderSection();
    expect(await screen.findByText("No charges yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Charge this contract" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Schedule charges" })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/direct-debit/${contract.id}/schedule`,
    );
  });

  it("offers no schedule on an unsigned contract, nor to a member who may not charge", async () => {
    stubScheduleService({ charges: [chargesAnswerFixture({ schedules: [schedule] })] });
    const { unmount } = renderSection({ status: "TERMINATED" as never });
    expect(await screen.findByText(/Charges are possible once the customer has signed/)).toBeVisible();
    // Its schedule is still active until the console checks the contract before its next charge.
    expect(screen.getByText(/The contract is no longer signed: the schedule ends by itself/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Schedule charges" })).not.toBeInTheDocument();
    unmount();
    renderSection({ canWrite: false });
    expect(await screen.findByRole("list", { name: "Schedules" })).toBeVisible();
    expect(screen.queryByText(/the schedule ends by itself/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pause/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Schedule charges" })).not.toBeInTheDocument();
  });

  it("says why the charges could not be loaded, with the request id", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "internal", message: "The charges could not be read" },
          { status: 500, headers: { "x-request-id": "req_42" } },
        ),
      ),
    );
    renderSection();
    expect(await screen.findByText("The contract's charges could not be loaded")).toBeVisible();
    expect(screen.getByText("req_42")).toBeVisible();
  });

  it("reads again while a charge is on its way, so a first charge shows without a reload, then stops", async () => {
    const today = colomboDate(new Date());
    const due = scheduleFixture({ firstDate: today, nextDueDate: today, dueCount: 0 });
    const sending = chargeFixture({ scheduleId: due.id, dueDate: today, state: "sending", paymentId: null });
    const network = stubScheduleService({
      charges: [
        chargesAnswerFixture({ schedules: [due] }),
        chargesAnswerFixture({ schedules: [{ ...due, nextDueDate: null }], charges: [sending] }),
        chargesAnswerFixture({
          schedules: [{ ...due, nextDueDate: null }],
          charges: [{ ...sending, state: "paid", paymentId: chargeFixture().paymentId }],
        }),
      ],
    });
    renderSection();
    expect(await screen.findByText("No charges yet.")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CHARGES_POLL_MS + 100));
    expect(await screen.findByText("Sending")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CHARGES_POLL_MS));
    expect(await screen.findByText("Paid")).toBeVisible();
    expect(network.reads()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(CHARGES_POLL_MS * 4));
    expect(network.reads()).toHaveLength(3);
  });
});

describe("the contract's schedules", () => {
  it("shows each schedule's amount, cadence, next date, end, state and a failed last charge", async () => {
    stubScheduleService({
      charges: [
        chargesAnswerFixture({
          schedules: [
            scheduleFixture({ id: "s1", maxCharges: 12, lastChargeFailed: true }),
            scheduleFixture({ id: "s2", state: "ended", endedReason: "The contract was terminated." }),
            scheduleFixture({ id: "s3", state: "paused", productName: "Gift box", every: "week" }),
          ],
        }),
      ],
    });
    renderSection();
    const items = within(await screen.findByRole("list", { name: "Schedules" })).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Tea Club box",
      "Gift box",
      "Tea Club box",
    ]);
    expect(items[0]).toHaveTextContent("LKR 6,500.50 · Every month");
    expect(items[0]).toHaveTextContent("Next on Fri 1 Jan 2027 · Ends after 12 charges · 1 charge so far");
    expect(items[0]).toHaveTextContent("Active");
    expect(items[0]).toHaveTextContent("Last charge failed");
    expect(items[1]).toHaveTextContent("Paused");
    expect(items[1]).toHaveTextContent("Every week");
    expect(items[2]).toHaveTextContent("Ended. The contract was terminated.");
    expect(within(items[2] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  });

  it("pauses, resumes, links to the edit page, and cancels only after a confirmation", async () => {
    // Radix keeps `pointer-events: none` on the page for a frame after a dialog opens under fake timers.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi), pointerEventsCheck: 0 });
    const paused = scheduleFixture({ id: "s2", state: "paused", productName: "Gift box" });
    const network = stubScheduleService({
      charges: [chargesAnswerFixture({ schedules: [schedule, paused] })],
    });
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Pause “Tea Club box”" }));
    await user.click(screen.getByRole("button", { name: "Resume “Gift box”" }));
    expect(screen.getByRole("link", { name: "Edit “Tea Club box”" })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/direct-debit/${contract.id}/schedules/${schedule.id}/edit`,
    );

    await user.click(screen.getByRole("button", { name: "Cancel “Tea Club box”" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this schedule?" });
    expect(dialog).toHaveTextContent("No more charges of LKR 6,500.50 every month for “Tea Club box”");
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    const base = `/api/accounts/${ACCOUNT}/charge-schedules`;
    expect(network.actions()).toEqual([`${base}/${schedule.id}/pause`, `${base}/s2/resume`]);

    await user.click(screen.getByRole("button", { name: "Cancel “Tea Club box”" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel schedule" }),
    );
    await vi.waitFor(() =>
      expect(network.actions()).toEqual([
        `${base}/${schedule.id}/pause`,
        `${base}/s2/resume`,
        `${base}/${schedule.id}/cancel`,
      ]),
    );
    // Each change reads the contract's charges and schedules again.
    await vi.waitFor(() => expect(network.reads().length).toBeGreaterThanOrEqual(4));
  });
});
