import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import { CreatePaymentLinkForm, type CreatePaymentLinkInput } from "./create-payment-link-form";
import { typeScriptAddress } from "./testing/web-address-checks";

const branches = [{ id: "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11", name: "Galle Fort", code: "GAL" }];

function setup(onSubmit = vi.fn<(body: CreatePaymentLinkInput) => Promise<unknown>>(async () => ({}))) {
  const user = userEvent.setup();
  render(<CreatePaymentLinkForm onSubmit={onSubmit} branches={branches} />);
  return { user, onSubmit, submit: () => user.click(screen.getByRole("button", { name: "Create link" })) };
}

describe("CreatePaymentLinkForm", () => {
  it("requires the amount of a fixed-price link, with the contract's message", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Tea tasting");
    await submit();

    expect(await screen.findByText("Enter an amount, or let the customer choose it")).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Amount"), "1,500.50");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Tea tasting",
      currency: "LKR",
      allowCustomAmount: false,
      amount: 1500.5,
      reusable: true,
    });
  });

  it("asks for both bounds of a custom amount, in order, and sends no fixed amount", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Donation");
    await user.type(screen.getByLabelText("Amount"), "250");
    await user.click(screen.getByRole("radio", { name: /Customer chooses/ }));

    expect(screen.queryByLabelText("Amount")).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText("Enter the smallest amount the customer may pay")).toBeVisible();
    expect(screen.getByText("Enter the largest amount the customer may pay")).toBeVisible();

    await user.type(screen.getByLabelText("Minimum amount"), "500");
    await user.type(screen.getByLabelText("Maximum amount"), "100");
    await submit();
    expect(await screen.findByText("The maximum amount must not be below the minimum amount")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Maximum amount"));
    await user.type(screen.getByLabelText("Maximum amount"), "5000");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({ allowCustomAmount: true, minAmount: 500, maxAmount: 5000 });
    expect(body?.amount).toBeUndefined();
  });

  it("warns while the trade number is blank that the link's payments cannot be listed", async () => {
    const { user } = setup();
    const tradeNo = screen.getByLabelText("Merchant trade number");
    expect(tradeNo).toHaveAccessibleDescription(
      "Optional, but without one the console cannot list this link's payments: the payments service does not say which link a payment came through.",
    );
    await user.type(tradeNo, "LINK-ORDER-7");
    expect(tradeNo).toHaveAccessibleDescription(
      "Your own reference, unique per link. The link's page lists the payments made with it.",
    );
  });

  it("keeps the fixed amount typed before switching to a custom amount and back", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Amount"), "250");
    await user.click(screen.getByRole("radio", { name: /Customer chooses/ }));
    await user.click(screen.getByRole("radio", { name: /Fixed amount/ }));
    expect(screen.getByLabelText("Amount")).toHaveValue("250");
  });

  it("requires a maximum quantity when customers choose a quantity", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Cups");
    await user.type(screen.getByLabelText("Amount"), "900");
    expect(screen.queryByLabelText("Maximum quantity")).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Customers choose a quantity" }));
    await submit();
    expect(await screen.findByText("Enter the largest quantity a customer may buy")).toBeVisible();

    await user.type(screen.getByLabelText("Maximum quantity"), "2.5");
    await submit();
    expect(await screen.findByText("Maximum quantity must be a whole number")).toBeVisible();

    await user.clear(screen.getByLabelText("Maximum quantity"));
    await user.type(screen.getByLabelText("Maximum quantity"), "12");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ allowQuantityBuy: true, maxQuantity: 12 });
  });

  it("reads the expiry as Colombo time and sends it as a UTC instant", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Festival");
    await user.type(screen.getByLabelText("Amount"), "10");
    await user.type(screen.getByLabelText("Expires"), "2030-12-01T10:30");
    await user.click(screen.getByRole("radio", { name: /Single use/ }));
    await user.selectOptions(screen.getByLabelText("Branch"), "Galle Fort (GAL)");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      expirationDate: "2030-12-01T05:00:00.000Z",
      reusable: false,
      branchId: branches[0]?.id,
    });
  });

  it("shows a duplicate trade number (409) on its field and keeps everything typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new BffError({
        status: 409,
        message: "A payment link with this merchantTradeNo already exists",
        requestId: "req_1",
      });
    });
    const { user, submit } = setup(onSubmit);
    await user.type(screen.getByLabelText("Name"), "Invoice 7");
    await user.type(screen.getByLabelText("Amount"), "75");
    await user.type(screen.getByLabelText("Merchant trade number"), "INV-7");
    await submit();

    expect(
      await screen.findByText("A payment link with this merchant trade number already exists"),
    ).toBeVisible();
    expect(screen.getByLabelText("Merchant trade number")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Merchant trade number")).toHaveValue("INV-7");
    expect(screen.getByLabelText("Name")).toHaveValue("Invoice 7");
  });

  it("puts the server's 400 details under their fields and the rest above the form", async () => {
    const onSubmit = vi.fn(async () => {
      throw new BffError({
        status: 400,
        message: "expirationDate must be in the future (and 1 more)",
        details: [
          { field: "expirationDate", constraint: "minDate", message: "expirationDate must be in the future" },
          { field: "somethingElse", constraint: "custom", message: "The service refused something else" },
        ],
        requestId: "req_2",
      });
    });
    const { user, submit } = setup(onSubmit);
    await user.type(screen.getByLabelText("Name"), "Old offer");
    await user.type(screen.getByLabelText("Amount"), "75");
    await submit();

    expect(await screen.findByText("Expires must be in the future")).toBeVisible();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The service refused something else");
    expect(alert).toHaveTextContent("req_2");
  });

  it.each(["Success URL", "Cancel URL", "Webhook URL"])(
    "accepts only a web address as the %s",
    async (label) => {
      const { user, onSubmit, submit } = setup();
      await user.type(screen.getByLabelText("Name"), "Tea tasting");
      await user.type(screen.getByLabelText("Amount"), "1500");
      const field = await typeScriptAddress(user, label, submit);
      expect(onSubmit).not.toHaveBeenCalled();

      await user.clear(field);
      await user.type(field, "https://shop.example/after");
      await submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    },
  );

  it("reports a bad web address together with a bad amount", async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Tea tasting");
    await user.type(screen.getByLabelText("Amount"), "lots");
    await user.type(screen.getByLabelText("Webhook URL"), "data:text/html,hi");
    await submit();
    await waitFor(() => expect(screen.getByLabelText("Webhook URL")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
