import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApprovalWaiting } from "./approval-waiting";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

describe("ApprovalWaiting", () => {
  it("tells the requester, in words, why the payout is held and where to follow it", () => {
    const reason =
      "LKR 48,000.00 now plus LKR 96,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.";
    render(
      <ApprovalWaiting
        accountId="acc-1"
        approvalId="1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9"
        reason={reason}
        what="payout"
      />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Waiting for a second person's approval");
    expect(status).toHaveTextContent(reason);
    expect(status).toHaveTextContent("Nothing was sent yet.");
    expect(screen.getByRole("link", { name: "Open the request" })).toHaveAttribute(
      "href",
      "/accounts/acc-1/approvals/1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
    );
  });
});
