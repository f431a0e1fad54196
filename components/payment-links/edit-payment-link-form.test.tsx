import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { EditPaymentLinkForm } from "./edit-payment-link-form";
import type { LinkPatch } from "./link-form-values";
import { typeScriptAddress } from "./testing/web-address-checks";

const link: PaymentLink = {
  id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  merchant_id: "m_1",
  slug: "donate",
  merchantTradeNo: "DON-1",
  name: "Donation",
  amount: null,
  currency: "LKR",
  allowCustomAmount: true,
  minAmount: 100,
  maxAmount: 5000,
  allowQuantityBuy: false,
  reusable: true,
  expirationDate: "2030-01-01T04:30:00.000Z",
  used_count: 2,
  status: "ACTIVE",
  creator_type: "API_KEY",
  creator_id: "ak_live_x",
  created_at: "2026-11-01T04:00:00.000Z",
  updated_at: "2026-11-01T04:00:00.000Z",
};

function setup(onSubmit = vi.fn<(patch: LinkPatch) => Promise<unknown>>(async () => ({}))) {
  const user = userEvent.setup();
  render(<EditPaymentLinkForm link={link} branches={[]} onSubmit={onSubmit} />);
  return { user, onSubmit, save: () => user.click(screen.getByRole("button", { name: "Save changes" })) };
}

describe("EditPaymentLinkForm", () => {
  it("starts from the link, with the expiry in Colombo time and fixed fields locked", () => {
    setup();
    expect(screen.getByLabelText("Minimum amount")).toHaveValue("100");
    expect(screen.getByLabelText("Expires")).toHaveValue("2030-01-01T10:00");
    expect(screen.getByLabelText("Merchant trade number")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Customers choose a quantity" })).toBeDisabled();
  });

  it("checks the rules on the link as it would be, and clears the old mode's amounts when switching", async () => {
    const { user, onSubmit, save } = setup();
    await user.click(screen.getByRole("radio", { name: /Fixed amount/ }));
    await save();
    expect(await screen.findByText("Enter an amount, or let the customer choose it")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Amount"), "750");
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      allowCustomAmount: false,
      amount: 750,
      minAmount: null,
      maxAmount: null,
    });
  });

  it("shows the service's merged-state rule under its field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new BffError({
        status: 400,
        message: "maxAmount must be at least 0.01 LKR",
        details: [{ field: "maxAmount", constraint: "min", message: "maxAmount must be at least 0.01 LKR" }],
      });
    });
    const { user, save } = setup(onSubmit);
    await user.clear(screen.getByLabelText("Maximum amount"));
    await user.type(screen.getByLabelText("Maximum amount"), "6000");
    await save();
    expect(await screen.findByText("Maximum amount (LKR) must be at least 0.01 LKR")).toBeVisible();
    expect(screen.getByLabelText("Maximum amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).toHaveBeenCalledWith({ maxAmount: 6000 });
  });

  it.each(["Success URL", "Cancel URL", "Webhook URL"])(
    "refuses a %s that is not a web address",
    async (label) => {
      const { user, onSubmit, save } = setup();
      await typeScriptAddress(user, label, save);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
