import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "@/components/status-badge";
import { PaymentCheckoutCard } from "./payment-checkout-card";
import { paymentTimeline } from "./payment-timeline-events";

// What the production service may answer and the sandbox does not: the detail pages read it as it is.

describe("a payment as the production service may answer it", () => {
  it("shows a status this console does not know yet by its own name, on the badge and the timeline", () => {
    render(<StatusBadge kind="payment" status="REFUNDED" />);
    expect(screen.getByText("REFUNDED")).toBeTruthy();
    const events = paymentTimeline({
      status: "REFUNDED",
      createdAt: "2026-11-23T09:00:00.000Z",
      paidAt: "2026-11-23T09:05:00.000Z",
      expireTime: "2026-11-23T10:00:00.000Z",
    });
    expect(events.map((event) => event.title)).toEqual(["Created", "Paid", "Now REFUNDED"]);
  });

  it("says there is no checkout when the service answers none (a direct-debit charge)", () => {
    render(
      <PaymentCheckoutCard
        payment={{ status: "PAID", qrContent: null, checkoutLink: null }}
        amountLabel="USDT 10.00"
      />,
    );
    expect(screen.getByText(/has no checkout/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
