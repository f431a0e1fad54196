import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { ContractStatus } from "@/lib/payments-api/direct-debit";
import { contractFixture } from "../testing/contract-fixture";
import { ChargeForm } from "./charge-form";
import type { ChargeInput } from "./charge-form-values";

type Submit = (body: ChargeInput) => Promise<unknown>;

function setup(
  onSubmit = vi.fn<Submit>(async () => ({})),
  options: { currency?: "USDT" | "LKR"; refreshStatus?: () => Promise<ContractStatus | undefined> } = {},
) {
  const user = userEvent.setup();
  const contract = contractFixture(
    options.currency === "USDT"
      ? { currency: "USDT", singleUpperLimit: 60, singleUpperLimitLkr: null, slippageBps: null }
      : {},
  );
  render(<ChargeForm contract={contract} onSubmit={onSubmit} refreshStatus={options.refreshStatus} />);
  const submit = () => user.click(screen.getByRole("button", { name: "Charge" }));
  /** Sends the form and confirms the charge in the dialog that asks first. */
  async function submitAndConfirm() {
    await submit();
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: /^Charge (LKR|USDT) / }));
  }
  return { user, onSubmit, submit, submitAndConfirm };
}

const refused = (message: string) => new BffError({ status: 400, message, requestId: "req_7" });

describe("ChargeForm", () => {
  it("shows the contract's limit, and that an LKR charge is checked after conversion", async () => {
    const { user } = setup();
    expect(screen.getByRole("radio", { name: /^LKR/ })).toBeChecked();
    expect(screen.getByText(/Limit per charge: USDT 40.60\./)).toBeVisible();
    expect(screen.getByText(/agreed to LKR 12,000.00 with 1.5 % slippage/)).toBeVisible();
    expect(screen.getByText(/the limit is checked after that conversion/)).toBeVisible();
    await user.click(screen.getByRole("radio", { name: /^USDT/ }));
    expect(screen.getByText(/A USDT amount is checked against it as it is/)).toBeVisible();
  });

  it("refuses an LKR amount over what the customer agreed to, slippage included, before confirming", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Amount"), "12,180.01");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await submit();
    expect(
      await screen.findByText(
        "This is more than the customer agreed to (LKR 12,000.00 per charge with 1.5 % slippage, at most LKR 12,180.00). Charge less, or ask the customer to approve a new contract with a higher limit.",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the service's over-limit refusal on the amount field, in words, keeping what was typed", async () => {
    // Within the LKR the customer agreed to, but over the USDT limit at today's rate: only the service knows.
    const onSubmit = vi.fn<Submit>(async () => {
      throw refused("Amount exceeds the contract limit");
    });
    const { user, submit } = setup(onSubmit);
    await user.type(screen.getByLabelText("Amount"), "12,180");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await submit();

    // Nothing is charged before the person confirms, in a dialog that names the amount.
    const dialog = await screen.findByRole("alertdialog", { name: "Charge LKR 12,180.00?" });
    expect(dialog).toHaveTextContent("“Tea Club box” under “Tea Club, monthly box”, at once");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Charge LKR 12,180.00" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      currency: "LKR",
      amount: 12180,
      productName: "Tea Club box",
    });
    const amount = screen.getByLabelText("Amount");
    const message = await screen.findByText(
      /Converted to USDT at the current rate, this is more than the contract allows per charge \(USDT 40.60\)/,
    );
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount.getAttribute("aria-describedby")).toContain(message.id);
    expect(amount).toHaveValue("12,180");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it("refuses a USDT amount over the limit before sending it", async () => {
    const { user, onSubmit, submit } = setup(undefined, { currency: "USDT" });
    await user.type(screen.getByLabelText("Amount"), "60.000001");
    await user.type(screen.getByLabelText("Product name"), "Overseas box");
    await submit();
    expect(
      await screen.findByText(/This is more than the contract allows per charge \(USDT 60.00\)/),
    ).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts a missing exchange rate on the amount", async () => {
    const { user, submitAndConfirm } = setup(
      vi.fn<Submit>(async () => {
        throw refused("exchange rate unavailable");
      }),
    );
    await user.type(screen.getByLabelText("Amount"), "6500");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await submitAndConfirm();
    expect(await screen.findByText(/The LKR exchange rate is not available right now/)).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
  });

  it("says on the form, with what to do, when the contract turned out to be terminated", async () => {
    const refreshStatus = vi.fn(async (): Promise<ContractStatus> => "TERMINATED");
    const { user, submitAndConfirm } = setup(
      vi.fn<Submit>(async () => {
        throw refused("Contract is not signed");
      }),
      { refreshStatus },
    );
    await user.type(screen.getByLabelText("Amount"), "6500");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await submitAndConfirm();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The contract was not charged");
    expect(alert).toHaveTextContent(/was terminated, so it cannot be charged any more/);
    expect(alert).toHaveTextContent("req_7");
    expect(refreshStatus).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Amount")).not.toHaveAttribute("aria-invalid");
  });

  it("sends goods and billing only when given, each checked by the contract's schema", async () => {
    const { user, onSubmit, submit, submitAndConfirm } = setup();
    await user.type(screen.getByLabelText("Amount"), "6500");
    await user.type(screen.getByLabelText("Product name"), "Tea Club box");
    await user.click(screen.getByRole("button", { name: "Add an item" }));
    await user.selectOptions(screen.getByLabelText("Item 1 type"), "Virtual goods or services (02)");
    await user.click(screen.getByRole("switch", { name: "Add the customer's billing details" }));
    await submit();

    // The item and the billing details now have required fields.
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(6);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Item 1 category"), "5499");
    await user.type(screen.getByLabelText("Item 1 reference id"), "TC-BOX-11");
    await user.type(screen.getByLabelText("Item 1 name"), "November box");
    await user.type(screen.getByLabelText("First name"), "Nimal");
    await user.type(screen.getByLabelText("Last name"), "Perera");
    await user.type(screen.getByLabelText("Email"), "nimal@example.lk");
    await submitAndConfirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      currency: "LKR",
      amount: 6500,
      productName: "Tea Club box",
      goods: [
        { goodsType: "02", goodsCategory: "5499", referenceGoodsId: "TC-BOX-11", goodsName: "November box" },
      ],
      customerBilling: { firstName: "Nimal", lastName: "Perera", email: "nimal@example.lk" },
    });
    // Many fields typed key by key: slow on a shared machine, not stuck.
  }, 20_000);
});
