import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentCheckoutCard } from "./payment-checkout-card";

const checkout = { qrContent: "exa://pay/123", checkoutLink: "https://pay.example/c/123" };

describe("PaymentCheckoutCard", () => {
  it("shows the QR while the payment waits for the customer", () => {
    render(<PaymentCheckoutCard payment={{ status: "INITIATED", ...checkout }} amountLabel="USDT 10.00" />);
    expect(screen.getByText(/scans the QR code/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code to pay USDT 10.00" })).toBeInTheDocument();
  });

  it("says an in-review customer is confirming in their wallet app, with no QR to scan", () => {
    render(<PaymentCheckoutCard payment={{ status: "USER_REVIEW", ...checkout }} amountLabel="USDT 10.00" />);
    expect(screen.getByText(/confirming the payment in their wallet app/)).toBeInTheDocument();
    expect(screen.queryByText(/scans the QR code/)).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  });
});
