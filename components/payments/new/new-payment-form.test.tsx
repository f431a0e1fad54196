import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubOneBranchList } from "@/components/branches/testing/branch-list-stub";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { BffError } from "@/data/bff";
import type { CreatePaymentBody, Payment } from "@/lib/payments-api/payments";
import { NewPaymentForm } from "./new-payment-form";

const BRANCH_ID = "7d1f5c2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f";

function stubBranchList() {
  stubOneBranchList({ id: BRANCH_ID, name: "Galle Face", code: "GF" });
}

function renderForm(create = vi.fn<(body: CreatePaymentBody) => Promise<Payment>>()) {
  const onCreated = vi.fn();
  renderWithQueries(
    <NewPaymentForm
      accountId="acc-1"
      branchScoped={false}
      canQuote={false}
      create={create}
      onCreated={onCreated}
    />,
  );
  return { create, onCreated };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Amount (USDT)"), "100");
  await user.type(screen.getByLabelText("Item 1 name"), "Ceylon tea");
  await user.type(screen.getByLabelText("Description"), "250 g loose leaf");
  await user.type(screen.getByLabelText("First name"), "Nimal");
  await user.type(screen.getByLabelText("Last name"), "Perera");
  await user.type(screen.getByLabelText("Email"), "nimal@example.com");
  await user.type(screen.getByLabelText("Phone"), "+94771234567");
  await user.type(screen.getByLabelText("Address"), "12 Galle Road, Colombo 3");
}

const escapeRegExp = (text: string) => text.replace(/[()]/g, "\\$&");
const submit = () => screen.getByRole("button", { name: "Create payment" });

describe("NewPaymentForm", () => {
  beforeEach(stubBranchList);
  afterEach(() => vi.unstubAllGlobals());

  it("checks the body it would send with the contract's schema: every missing field says so, nothing is sent", async () => {
    const user = userEvent.setup();
    const { create } = renderForm();
    await user.click(submit());
    const amount = screen.getByLabelText("Amount (USDT)");
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    for (const label of ["Amount (USDT)", "Item 1 name", "First name", "Email", "Phone", "Address"]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        new RegExp(`${escapeRegExp(label)} is required$`),
      );
    }
    // Optional fields are left alone.
    expect(screen.getByLabelText("City (optional)")).not.toHaveAttribute("aria-invalid");
    expect(amount).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it("says an amount of 0 must be greater than 0 and a bad email is not an email", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Amount (USDT)"), "0");
    await user.type(screen.getByLabelText("Email"), "nimal@");
    await user.click(submit());
    expect(await screen.findByText("Amount (USDT) must be more than 0")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Email: enter an address such as name@example.com",
    );
  });

  it.each([
    ["USDT", "1.1234567", "Up to 6 decimal places"],
    ["USDT", "1,5", "Use a dot for decimals (1.5); a comma only separates thousands (1,500)"],
    [
      "USDT",
      "99999999999999999",
      "This amount has too many digits to be sent exactly; enter at most 15 significant digits",
    ],
  ])(
    "refuses %s %s on the field instead of rounding it, and sends nothing",
    async (_currency, typed, said) => {
      const user = userEvent.setup();
      const { create } = renderForm();
      await fillValid(user);
      const amount = screen.getByLabelText("Amount (USDT)");
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit());
      await waitFor(() => expect(amount).toHaveAccessibleDescription(`Up to 6 decimal places. ${said}`));
      expect(amount).toHaveValue(typed);
      expect(create).not.toHaveBeenCalled();
    },
  );

  it("sends 1,234.123456 USDT exactly as typed", async () => {
    const user = userEvent.setup();
    const { create } = renderForm(vi.fn(async () => ({ id: "pay_3" }) as Payment));
    await fillValid(user);
    const amount = screen.getByLabelText("Amount (USDT)");
    await user.clear(amount);
    await user.type(amount, "1,234.123456");
    await user.click(submit());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0].amount).toBe(1234.123456);
  });

  it.each(["javascript:alert(3)", "ftp://example.com/hook", "example.com/webhooks"])(
    "refuses %s as the webhook URL, which the service itself would store",
    async (typed) => {
      const user = userEvent.setup();
      const { create } = renderForm();
      await fillValid(user);
      await user.type(screen.getByLabelText("Webhook URL (optional)"), typed);
      await user.click(submit());
      const webhook = screen.getByLabelText("Webhook URL (optional)");
      await waitFor(() => expect(webhook).toHaveAttribute("aria-invalid", "true"));
      expect(webhook).toHaveAccessibleDescription(
        /Enter a web address starting with https:\/\/ or http:\/\/$/,
      );
      expect(create).not.toHaveBeenCalled();
    },
  );

  it("sends an https webhook URL as typed", async () => {
    const user = userEvent.setup();
    const { create } = renderForm(vi.fn(async () => ({ id: "pay_2" }) as Payment));
    await fillValid(user);
    await user.type(screen.getByLabelText("Webhook URL (optional)"), " https://shop.example/hooks ");
    await user.click(submit());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0].webhookUrl).toBe("https://shop.example/hooks");
  });

  it("refuses an expiry outside 1 to 1440 minutes", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Expires after (minutes)"), "2000");
    await user.click(submit());
    expect(
      await screen.findByText(/Expiry must be a whole number of minutes from 1 to 1440/),
    ).toBeInTheDocument();
  });

  it("sends the contract's body: numbers as numbers, blanks left out, the expiry as Unix seconds", async () => {
    const user = userEvent.setup();
    const payment = { id: "pay_1" } as Payment;
    const { create, onCreated } = renderForm(vi.fn(async () => payment));
    await fillValid(user);
    await user.selectOptions(
      await screen.findByLabelText("Branch"),
      await screen.findByRole("option", { name: "Galle Face (GF)" }),
    );
    await user.type(screen.getByLabelText("Expires after (minutes)"), "30");
    const before = Math.floor(Date.now() / 1000);
    await user.click(submit());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      amount: 100,
      currency: "USDT",
      provider: "EXCHANGEA",
      goods: [{ name: "Ceylon tea", description: "250 g loose leaf" }],
      branchId: BRANCH_ID,
      customerBilling: {
        firstName: "Nimal",
        lastName: "Perera",
        email: "nimal@example.com",
        phone: "+94771234567",
        address: "12 Galle Road, Colombo 3",
      },
    });
    expect(body).not.toHaveProperty("merchantTradeNo", "");
    expect(body?.webhookUrl).toBeUndefined();
    expect(body?.customerBilling.city).toBeUndefined();
    expect(Number(body?.orderExpireTime) - before).toBeGreaterThanOrEqual(30 * 60);
    expect(Number(body?.orderExpireTime) - before).toBeLessThanOrEqual(30 * 60 + 5);
    expect(onCreated).toHaveBeenCalledWith(payment);
  });

  it("puts the server's refusals on the fields they name and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new BffError({
      status: 400,
      message: "branchId must name an active branch",
      requestId: "req_42",
      details: [
        { field: "goods[0].mccCode", constraint: "isIn", message: "goods[0].mccCode is not a known MCC" },
        { field: "branchId", constraint: "branch", message: "branchId must name an active branch" },
        { field: "body", constraint: "custom", message: "The provider is not available" },
      ],
    });
    renderForm(vi.fn(async () => Promise.reject(refusal)));
    await fillValid(user);
    await user.click(submit());
    // The service's paths become the fields' labels.
    expect(await screen.findByText("Item 1 MCC is not a known MCC")).toBeInTheDocument();
    expect(screen.getByText("Branch must name an active branch")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The payment was not created");
    expect(within(alert).getByText(/The provider is not available/)).toBeInTheDocument();
    expect(alert).toHaveTextContent("req_42");
    // The first refusal placed on a field gets the focus.
    expect(screen.getByLabelText("MCC")).toHaveFocus();
    expect(screen.getByLabelText("Item 1 name")).toHaveValue("Ceylon tea");
    expect(screen.getByLabelText("Email")).toHaveValue("nimal@example.com");
  });

  it("estimates fees live with the default percentages", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(/Enter an amount to see the fees/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Amount (USDT)"), "100");
    const preview = screen.getByText("Net to you").closest("table");
    if (!preview) throw new Error("no fee table");
    expect(preview).toHaveTextContent("USDT 98.50");
    expect(preview).toHaveTextContent("Exchange fee (0.5 %)USDT 0.50");
    await user.click(screen.getByRole("radio", { name: /LKR/ }));
    expect(screen.getByLabelText("Amount (LKR)")).toHaveValue("100");
    expect(screen.getByText(/You receive about/)).toHaveTextContent("LKR 98.50");
  });

  it("adds and removes goods lines, keeping at least one", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole("button", { name: "Remove item 1" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getByLabelText("Item 2 name")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove item 2" }));
    expect(screen.queryByLabelText("Item 2 name")).toBeNull();
  });
});
