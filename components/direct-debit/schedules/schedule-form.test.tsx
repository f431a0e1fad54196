import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { EditScheduleBody, KnownRate } from "@/lib/charge-schedules";
import { contractFixture } from "../testing/contract-fixture";
import { scheduleFixture } from "../testing/schedule-fixture";
import { ScheduleForm } from "./schedule-form";

type Submit = (body: EditScheduleBody) => Promise<unknown>;
const TODAY = "2027-01-20";
const usdtContract = contractFixture({
  currency: "USDT",
  singleUpperLimit: 60,
  singleUpperLimitLkr: null,
  slippageBps: null,
});

function setup({
  contract = usdtContract,
  rate = null,
  onSubmit = vi.fn<Submit>(async () => ({})),
  schedule,
}: {
  contract?: ReturnType<typeof contractFixture>;
  rate?: KnownRate | null;
  onSubmit?: ReturnType<typeof vi.fn<Submit>>;
  schedule?: ReturnType<typeof scheduleFixture>;
} = {}) {
  const user = userEvent.setup();
  render(
    <ScheduleForm contract={contract} rate={rate} schedule={schedule} today={TODAY} onSubmit={onSubmit} />,
  );
  const nextDates = () =>
    within(screen.getByRole("list", { name: "Next charge dates" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
  return { user, onSubmit, nextDates };
}

async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, day: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, day);
}

describe("ScheduleForm", () => {
  it("shows the next five dates, a month's 31st on a shorter month's last day", async () => {
    const { user, nextDates } = setup();
    expect(screen.getByText(/Today: the first charge is made within a minute/)).toBeVisible();
    expect(screen.getByRole("heading", { name: "The next five dates" })).toBeVisible();
    expect(nextDates()).toEqual([
      "Wed 20 Jan 2027",
      "Sat 20 Feb 2027",
      "Sat 20 Mar 2027",
      "Tue 20 Apr 2027",
      "Thu 20 May 2027",
    ]);
    await setDate(user, "First charge", "2027-01-31");
    expect(nextDates()).toEqual([
      "Sun 31 Jan 2027",
      "Sun 28 Feb 2027",
      "Wed 31 Mar 2027",
      "Fri 30 Apr 2027",
      "Mon 31 May 2027",
    ]);
    expect(
      screen.getByText("A month without a 31st is charged on its last day (Sun 28 Feb 2027)."),
    ).toBeVisible();
    expect(screen.queryByText(/within a minute/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /^Week/ }));
    expect(nextDates()).toEqual([
      "Sun 31 Jan 2027",
      "Sun 7 Feb 2027",
      "Sun 14 Feb 2027",
      "Sun 21 Feb 2027",
      "Sun 28 Feb 2027",
    ]);
    expect(screen.queryByText(/is charged on its last day/)).not.toBeInTheDocument();

    // Three charges in all: the list stops there.
    await user.click(screen.getByRole("radio", { name: /^After a number of charges/ }));
    await user.type(screen.getByLabelText("Number of charges"), "3");
    expect(nextDates()).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "The next three dates" })).toBeVisible();
  });

  it("says about how much a USDT amount is in LKR at the last known rate, and when", async () => {
    const rate = { rateUsdtLkr: "300.125", at: "2026-11-28T08:15:00.000Z" };
    const { user } = setup({ rate });
    await user.type(screen.getByLabelText("Amount"), "10.5");
    expect(
      screen.getByText(
        /^About LKR 3,151\.31 at 300\.125 LKR per USDT, the rate of this account's last LKR payment \(28 Nov 2026, 13:45\)/,
      ),
    ).toBeVisible();
  });

  it("says plainly when no rate is known", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Amount"), "10");
    expect(screen.getByText(/No USDT\/LKR rate is known yet/)).toBeVisible();
  });

  it("shows no LKR line for an LKR contract", async () => {
    const { user } = setup({ contract: contractFixture(), rate: { rateUsdtLkr: "300", at: TODAY } });
    await user.type(screen.getByLabelText("Amount"), "6500");
    expect(screen.queryByText(/LKR per USDT/)).not.toBeInTheDocument();
  });

  it("sends the amount exactly as typed, and refuses one over the limit before sending", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Amount"), "60.000001");
    await user.type(screen.getByLabelText("Product name"), "Overseas box");
    await user.click(screen.getByRole("button", { name: "Schedule charges" }));
    expect(await screen.findByText("Each charge is at most USDT 60.00, the contract's limit")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "59.999999");
    await user.click(screen.getByRole("button", { name: "Schedule charges" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      contractId: usdtContract.id,
      every: "month",
      firstDate: TODAY,
      amount: "59.999999",
      productName: "Overseas box",
      productDetail: undefined,
      endsOn: null,
      maxCharges: null,
    });
  });

  it("holds an LKR contract's amount to its LKR limit with the slippage", async () => {
    const { user, onSubmit } = setup({ contract: contractFixture() });
    await user.type(screen.getByLabelText("Amount"), "12,180.01");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await user.click(screen.getByRole("button", { name: "Schedule charges" }));
    expect(
      await screen.findByText("Each charge is at most LKR 12,180.00, the contract's limit with its slippage"),
    ).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field refusals on their fields, keeping what was typed", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new BffError({
        status: 400,
        message: "Invalid request",
        requestId: "req_9",
        details: [
          { field: "amount", constraint: "limit", message: "Over the contract's limit after conversion" },
          { field: "endsOn", constraint: "contract", message: "The contract ends before this day" },
        ],
      });
    });
    const { user } = setup({ onSubmit });
    await user.type(screen.getByLabelText("Amount"), "50");
    await user.click(screen.getByRole("radio", { name: /^On a date/ }));
    await setDate(user, "End date", "2028-12-31");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await user.click(screen.getByRole("button", { name: "Schedule charges" }));

    const amount = screen.getByLabelText("Amount");
    const message = await screen.findByText("Over the contract's limit after conversion");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByLabelText("End date")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("The contract ends before this day")).toBeVisible();
    expect(amount).toHaveValue("50");
    expect(screen.getByLabelText("Product name")).toHaveValue("Tea Club box");
    expect(screen.getByLabelText("End date")).toHaveValue("2028-12-31");
  });

  it("edits amount, product and end only, from the next charge on", async () => {
    const schedule = scheduleFixture({ firstDate: "2026-10-31", nextDueDate: "2027-02-28", dueCount: 4 });
    const { user, onSubmit, nextDates } = setup({ contract: contractFixture(), schedule });
    expect(screen.getByText(/Changes apply from the next charge on/)).toBeVisible();
    expect(screen.getByText(/Every month, from Sat 31 Oct 2026/)).toBeVisible();
    expect(screen.queryByLabelText("First charge")).not.toBeInTheDocument();
    expect(nextDates()[0]).toBe("Sun 28 Feb 2027");
    expect(nextDates()[1]).toBe("Wed 31 Mar 2027");

    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "7,000.25");
    await user.click(screen.getByRole("radio", { name: /^After a number of charges/ }));
    await user.type(screen.getByLabelText("Number of charges"), "6");
    expect(nextDates()).toEqual(["Sun 28 Feb 2027", "Wed 31 Mar 2027"]);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      amount: "7,000.25",
      productName: "Tea Club box",
      productDetail: undefined,
      endsOn: null,
      maxCharges: 6,
    });
  });
});
