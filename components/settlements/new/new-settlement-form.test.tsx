import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { CreateWithdrawalBody } from "@/lib/payments-api/withdrawals";
import type { BranchPoolView } from "./branch-pool-text";
import { NewSettlementForm, type TodayRequest } from "./new-settlement-form";

const GALLE = "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11";
const KANDY = "1c0e2d6b-7a11-4c1d-8f5e-9b2f1c7e4a33";
const branches = [
  { id: GALLE, name: "Galle Fort" },
  { id: KANDY, name: "Kandy Lake" },
];

type Submit = (body: CreateWithdrawalBody) => Promise<unknown>;

function setup(
  options: {
    onSubmit?: ReturnType<typeof vi.fn<Submit>>;
    pool?: { lkr: number; usdt: number };
    thresholdLkr?: string | null;
    todayRequest?: TodayRequest | null;
    branchPool?: BranchPoolView;
    onBranchChoice?: (branchId: string | null) => void;
  } = {},
) {
  const user = userEvent.setup();
  const onSubmit = options.onSubmit ?? vi.fn<Submit>(async () => ({}));
  render(
    <NewSettlementForm
      branches={branches}
      pool={"pool" in options ? options.pool : { lkr: 25_480.5, usdt: 84.9 }}
      onSubmit={onSubmit}
      thresholdLkr={options.thresholdLkr}
      todayRequest={options.todayRequest}
      branchPool={options.branchPool}
      onBranchChoice={options.onBranchChoice}
    />,
  );
  const send = async () => {
    await user.click(screen.getByRole("button", { name: "Request settlement" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Request this settlement?" });
    await user.click(within(dialog).getByRole("button", { name: "Request settlement" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  };
  return { user, onSubmit, send };
}

function refusal(
  status: number,
  message: string,
  extra: Partial<ConstructorParameters<typeof BffError>[0]> = {},
) {
  return new BffError({ status, message, requestId: "req-42", ...extra });
}

describe("NewSettlementForm", () => {
  it("says what the service will do before anything is sent", () => {
    setup();
    const box = screen.getByRole("region", { name: "What the service will do" });
    expect(box).toHaveTextContent("at least LKR 1,000.00");
    expect(box).toHaveTextContent("Below LKR 100,000.00 net it is approved at once");
    expect(box).toHaveTextContent("One active request per day");
    expect(box).toHaveTextContent("LKR 25,480.50 (USDT 84.90) is waiting to be claimed now");
  });

  it("asks for confirmation, then sends a merchant-wide request without a branch", async () => {
    const { user, onSubmit, send } = setup();
    await user.click(screen.getByRole("button", { name: "Request settlement" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Request this settlement?" });
    expect(dialog).toHaveTextContent("about LKR 25,480.50 net now");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({});
  });

  it("requires a branch, chosen by its name, when one branch is settled", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("radio", { name: /One branch/ }));
    await user.click(screen.getByRole("button", { name: "Request settlement" }));
    expect(await screen.findByText("Choose the branch whose payments to settle.")).toBeVisible();
    expect(screen.getByLabelText("Branch")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText("Branch"), "Kandy Lake");
    await user.click(screen.getByRole("button", { name: "Request settlement" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("the paid payments of Kandy Lake");
    await user.click(within(dialog).getByRole("button", { name: "Request settlement" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ branchId: KANDY }));
  });

  it.each([
    [
      "A withdrawal request already exists for today",
      /already a settlement request today.*one active request per day/,
    ],
    [
      "Total net amount is below the minimum withdrawal threshold",
      /less than the minimum of LKR 1,000.00 net/,
    ],
    ["No unsettled payments available for withdrawal", /nothing to settle/],
  ])("puts the service's refusal “%s” on the form in words, with the request id", async (message, words) => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw refusal(400, message);
    });
    const { send } = setup({ onSubmit });
    await send();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The settlement was not requested");
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveTextContent("req-42");
    expect(alert).not.toHaveTextContent(message);
  });

  it("names the branch in a refusal of a branch's request", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw refusal(400, "No unsettled payments available for withdrawal");
    });
    const { user, send } = setup({ onSubmit });
    await user.click(screen.getByRole("radio", { name: /One branch/ }));
    await user.selectOptions(screen.getByLabelText("Branch"), "Galle Fort");
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent("every paid payment at Galle Fort");
  });

  it("reads a 403 of the service as a merchant account not approved for settlements", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw refusal(403, "Merchant account is not approved for withdrawals");
    });
    const { send } = setup({ onSubmit });
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "has not approved this merchant account for settlements",
    );
  });

  it.each([
    ["no answer from the console", refusal(0, "The console could not be reached.")],
    ["a timeout of the service", refusal(504, "The payments service took too long to answer.")],
    ["a failure of the service", refusal(500, "Internal error")],
  ])("says the outcome is unknown after %s, instead of inviting a second request", async (_, error) => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw error;
    });
    const { send } = setup({ onSubmit });
    await send();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The outcome is unknown");
    expect(alert).toHaveTextContent("look at the settlement list for a request made today");
  });

  it("places a refused branch on the branch field", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw refusal(400, "Validation failed", {
        details: [
          {
            field: "branchId",
            constraint: "exists",
            message: "branchId must refer to an active branch of this merchant",
          },
        ],
      });
    });
    const { user, send } = setup({ onSubmit });
    await user.click(screen.getByRole("radio", { name: /One branch/ }));
    await user.selectOptions(screen.getByLabelText("Branch"), "Galle Fort");
    await send();
    await waitFor(() => expect(screen.getByLabelText("Branch")).toHaveAttribute("aria-invalid", "true"));
  });

  it("cannot send when nothing waits to be settled", () => {
    setup({ pool: { lkr: 0, usdt: 0 } });
    expect(screen.getByRole("button", { name: "Request settlement" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Nothing to settle right now");
  });

  it("says before sending that the request will need another member's approval", async () => {
    const { user } = setup({ thresholdLkr: "10000" });
    const note =
      "This request will need another member's approval: the LKR 25,480.50 waiting to be claimed is above this account's threshold of LKR 10,000.00.";
    expect(screen.getByTestId("settlement-approval-note")).toHaveTextContent(note);
    await user.click(screen.getByRole("button", { name: "Request settlement" }));
    expect(await screen.findByRole("alertdialog", { name: "Request this settlement?" })).toHaveTextContent(
      note,
    );
  });

  it("says a request under the threshold may still wait, counting the last 24 hours, and nothing with approvals off", () => {
    setup({ thresholdLkr: "50000" });
    expect(screen.getByTestId("settlement-approval-note")).toHaveTextContent(
      "If this request and what this account sent in the last 24 hours come to more than LKR 50,000.00, it waits",
    );
    cleanup();
    setup({ thresholdLkr: null });
    expect(screen.queryByTestId("settlement-approval-note")).toBeNull();
  });

  it("says today's request already exists and does not offer another", () => {
    setup({ todayRequest: { status: "PENDING", totalNetAmountLkr: 12_000 } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Today's settlement request already exists: LKR 12,000.00 net, and it is waiting for the platform's review.",
    );
    expect(screen.getByRole("button", { name: "Request settlement" })).toBeDisabled();
  });

  describe("for one branch", () => {
    const galle = { count: 2, usdt: "3.8", lkrOfLkrPriced: "1140", usdtOfUsdtPriced: "0" };

    /** The form with Galle Fort chosen as the one branch to settle. */
    async function chooseGalle(options: Parameters<typeof setup>[0]) {
      const view = setup(options);
      await view.user.click(screen.getByRole("radio", { name: /One branch/ }));
      await view.user.selectOptions(screen.getByLabelText("Branch"), GALLE);
      return view;
    }

    it("shows the branch's claimable amount and measures the approval by it", async () => {
      const onBranchChoice = vi.fn();
      // The merchant's pool (LKR 25,480.50) is above the threshold; Galle Fort's is not.
      const { user } = await chooseGalle({ thresholdLkr: "10000", branchPool: galle, onBranchChoice });
      expect(onBranchChoice).toHaveBeenLastCalledWith(GALLE);
      expect(screen.getByTestId("settlement-branch-pool")).toHaveTextContent(
        "Galle Fort can claim LKR 1,140.00 (USDT 3.80) net now, from 2 paid payments.",
      );
      expect(screen.getByTestId("settlement-approval-note")).not.toHaveTextContent("LKR 25,480.50");
      await user.click(screen.getByRole("button", { name: "Request settlement" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Request this settlement?" });
      expect(dialog).toHaveTextContent(
        "the paid payments of Galle Fort that are not in a request yet, about LKR 1,140.00 net now",
      );
    });

    it("never gives an LKR figure for payments priced in USDT as if known", async () => {
      await chooseGalle({
        branchPool: { count: 3, usdt: "13.8", lkrOfLkrPriced: "1140", usdtOfUsdtPriced: "10" },
      });
      expect(screen.getByTestId("settlement-branch-pool")).toHaveTextContent(
        "Galle Fort can claim USDT 13.80 net now, from 3 paid payments (LKR 1,140.00 of it from payments priced in LKR). USDT 10.00 of it is priced in USDT, which the service values in LKR at the exchange rate when the request is made, so its LKR is not known before.",
      );
    });

    it("says when the branch has nothing to claim, and does not send", async () => {
      await chooseGalle({
        branchPool: { count: 0, usdt: "0", lkrOfLkrPriced: "0", usdtOfUsdtPriced: "0" },
      });
      expect(screen.getByTestId("settlement-branch-pool")).toHaveTextContent(
        "Galle Fort has nothing to claim right now",
      );
      expect(screen.getByRole("button", { name: "Request settlement" })).toBeDisabled();
    });
  });
});
