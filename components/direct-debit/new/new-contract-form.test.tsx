import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { Scenario } from "@/lib/payments-api/direct-debit";
import type { CreateContractInput } from "./contract-form-values";
import { NewContractForm } from "./new-contract-form";

const subscription: Scenario = {
  id: "0b6f8f0e-3c1d-4a2b-9e7f-5d4c3b2a1f00",
  scenarioId: "EXA_SUBSCRIPTION",
  scenarioName: "Subscription",
  paymentProvider: "EXCHANGEA_PAY",
  maxLimit: 500,
  isActive: true,
};
const branches = [{ id: "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11", name: "Galle Fort", code: "GAL" }];

type Submit = (body: CreateContractInput) => Promise<unknown>;

function setup(onSubmit = vi.fn<Submit>(async () => ({}))) {
  const user = userEvent.setup();
  render(
    <NewContractForm
      scenarios={{ scenarios: [subscription], loading: false, failure: null }}
      branches={branches}
      onSubmit={onSubmit}
    />,
  );
  const submit = () => user.click(screen.getByRole("button", { name: "Create contract" }));
  async function fillRequired(limit: string) {
    await user.selectOptions(
      screen.getByLabelText("Scenario"),
      "Subscription · up to USDT 500.00 per charge",
    );
    await user.type(screen.getByLabelText("Limit per charge"), limit);
    await user.type(screen.getByLabelText("Service name"), "Tea Club");
    await user.type(screen.getByLabelText("Return URL"), "https://shop.example/done");
    await user.type(screen.getByLabelText("Cancel URL"), "https://shop.example/plans");
  }
  return { user, onSubmit, submit, fillRequired };
}

describe("NewContractForm", () => {
  it("asks for the scenario, limit, service name and both URLs before calling the service", async () => {
    const { onSubmit, submit } = setup();
    await submit();
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(4);
    expect(screen.getByLabelText("Scenario")).toHaveAccessibleDescription(/Choose a scenario$/);
    for (const label of ["Scenario", "Limit per charge", "Service name", "Return URL", "Cancel URL"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a USDT contract without any slippage, and has no slippage field for USDT", async () => {
    const { onSubmit, submit, fillRequired } = setup();
    expect(screen.queryByLabelText("Slippage")).not.toBeInTheDocument();
    await fillRequired("40.5");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toEqual({
      provider: "EXCHANGEA_PAY",
      scenarioId: subscription.id,
      currency: "USDT",
      singleUpperLimit: 40.5,
      serviceName: "Tea Club",
      returnUrl: "https://shop.example/done",
      cancelUrl: "https://shop.example/plans",
    });
    expect(body).not.toHaveProperty("slippageBps");
  });

  it("keeps a USDT limit within the scenario's maximum", async () => {
    const { onSubmit, submit, fillRequired } = setup();
    await fillRequired("500.01");
    await submit();
    expect(
      await screen.findByText("The Subscription scenario allows at most USDT 500.00 per charge"),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains the LKR slippage in words from what is typed, and sends it only for LKR", async () => {
    const { user, onSubmit, submit, fillRequired } = setup();
    await user.click(screen.getByRole("radio", { name: /^LKR/ }));
    await fillRequired("1,000");
    await user.type(screen.getByLabelText("Slippage"), "250");
    expect(screen.getByText("Charges up to LKR 1,025.00 at 2.5 % slippage")).toBeVisible();

    await user.clear(screen.getByLabelText("Slippage"));
    await user.type(screen.getByLabelText("Slippage"), "75");
    expect(screen.getByText("Charges up to LKR 1,007.50 at 0.75 % slippage")).toBeVisible();

    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      currency: "LKR",
      singleUpperLimit: 1000,
      slippageBps: 75,
    });

    // Back to USDT: the slippage typed for LKR is not sent.
    await user.click(screen.getByRole("radio", { name: /^USDT/ }));
    expect(screen.queryByLabelText("Slippage")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Limit per charge"));
    await user.type(screen.getByLabelText("Limit per charge"), "3.5");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).not.toHaveProperty("slippageBps");
  });

  it("refuses slippage outside 0 to 20000 whole basis points, and rupee amounts with more than 2 decimals", async () => {
    const { user, onSubmit, submit, fillRequired } = setup();
    await user.click(screen.getByRole("radio", { name: /^LKR/ }));
    await fillRequired("1000.125");
    await user.type(screen.getByLabelText("Slippage"), "20001");
    expect(screen.queryByText(/^Charges up to/)).not.toBeInTheDocument();
    await submit();
    expect(
      await screen.findByText("Enter whole basis points from 0 to 20,000 (100 bps = 1 %)"),
    ).toBeVisible();
    expect(screen.getByText("Up to 2 decimal places")).toBeVisible();
    expect(screen.getByLabelText("Slippage")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts a duplicate contract code (409) on the code field and keeps what was typed", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new BffError({ status: 409, message: "merchantContractCode already exists", requestId: "req_9" });
    });
    const { user, submit, fillRequired } = setup(onSubmit);
    await fillRequired("25");
    await user.type(screen.getByLabelText("Contract code (optional)"), "TEACLUB7");
    await submit();

    const code = screen.getByLabelText("Contract code (optional)");
    expect(await screen.findByText(/You already have a contract with this code/)).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveValue("TEACLUB7");
    expect(screen.getByLabelText("Service name")).toHaveValue("Tea Club");
    expect(screen.getByLabelText("Service name")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ merchantContractCode: "TEACLUB7" }));
  });

  it("refuses a contract code with symbols before sending it", async () => {
    const { user, onSubmit, submit, fillRequired } = setup();
    await fillRequired("25");
    await user.type(screen.getByLabelText("Contract code (optional)"), "TEA-CLUB");
    await submit();
    expect(await screen.findByText("Use letters and digits only, no spaces or symbols")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says on the limit when the service has no exchange rate for an LKR limit", async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new BffError({ status: 400, message: "exchange rate unavailable", requestId: "req_2" });
    });
    const { user, submit, fillRequired } = setup(onSubmit);
    await user.click(screen.getByRole("radio", { name: /^LKR/ }));
    await fillRequired("1000");
    await submit();
    expect(await screen.findByText(/The LKR exchange rate is not available right now/)).toBeVisible();
    expect(screen.getByLabelText("Limit per charge")).toHaveAttribute("aria-invalid", "true");
  });
});
