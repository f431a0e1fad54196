import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHARGE_STATES, SCHEDULE_STATES } from "@/lib/charge-schedules";
import {
  contractStatuses,
  ledgerEntryTypes,
  offrampStatuses,
  paymentLinkStatuses,
  paymentStatuses,
  withdrawalStatuses,
} from "@/lib/payments-api/values";
import { StatusBadge, type StatusKind, statusLook } from "./status-badge";

const specStatuses: Record<StatusKind, readonly string[]> = {
  payment: paymentStatuses,
  link: paymentLinkStatuses,
  contract: contractStatuses,
  withdrawal: withdrawalStatuses,
  offramp: offrampStatuses,
  ledger: ledgerEntryTypes,
  charge: CHARGE_STATES,
  schedule: SCHEDULE_STATES,
};

describe("StatusBadge", () => {
  for (const [kind, statuses] of Object.entries(specStatuses) as [StatusKind, readonly string[]][]) {
    it(`has words of its own for every ${kind} status of the contract`, () => {
      for (const status of statuses) {
        const look = statusLook(kind, status);
        expect(look.label, `${kind} ${status}`).not.toBe(status);
      }
      const labels = statuses.map((status) => statusLook(kind, status).label);
      expect(new Set(labels).size).toBe(labels.length);
    });
  }

  it("shows the status in words with an icon, not colour alone", () => {
    render(<StatusBadge kind="payment" status="USER_REVIEW" />);
    const badge = screen.getByText("In review");
    expect(badge).toHaveAttribute("data-status", "USER_REVIEW");
    expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("tells failures, successes and waiting apart by tone", () => {
    expect(statusLook("payment", "PAID").tone).toBe("success");
    expect(statusLook("payment", "FAILED").tone).toBe("failed");
    expect(statusLook("payment", "INITIATED").tone).toBe("pending");
    expect(statusLook("withdrawal", "REJECTED").tone).toBe("failed");
  });

  it("shows a status the spec does not list as itself, in the neutral tone", () => {
    render(<StatusBadge kind="withdrawal" status="ON_HOLD" />);
    expect(screen.getByText("ON_HOLD")).toHaveAttribute("data-tone", "neutral");
  });
});

describe("ledger entry badges", () => {
  it("never look like a pending or in-review status", () => {
    for (const type of ["CREDIT", "DEBIT", "REFUND"]) {
      const { container, unmount } = render(<StatusBadge kind="ledger" status={type} />);
      const badge = container.querySelector("[data-tone]");
      expect(badge?.getAttribute("data-tone")).not.toMatch(/^(pending|review|neutral)$/);
      unmount();
    }
  });
});
