import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PartiesReading } from "@/lib/approvals";
import type { ApprovalRecord } from "@/server/approvals/service";
import { approvalView } from "@/server/approvals/view";
import { ApprovalCard } from "./approval-card";
import { ApprovalsList } from "./approvals-list";
import { fakeApprovalActions } from "./testing/fake-actions";

// A stored request becomes a page through the server's view: whatever a requester's browser once said about
// the recipient or the branch (older rows kept it beside the ids) appears nowhere; what the card shows, asks
// to confirm and approves is what the payments service said for the request's ids.

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const approver = { userId: "a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d", can: () => true };
const FORGED = /Trusted Supplier|Trusted Bank|0400|trusted-supplier|Kandy Temple Road/;
const forgedSummary = {
  externalUserId: "trusted-supplier",
  accountName: "Trusted Supplier Ltd",
  bankName: "Trusted Bank",
  accountNumberMasked: "•••• 0400",
  branchName: "Kandy Temple Road",
};

function stored(overrides: Partial<ApprovalRecord> = {}): ApprovalRecord {
  return {
    id: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
    accountId: ACCOUNT,
    kind: "payout",
    status: "pending",
    amountLkr: "300950",
    amountUsdt: "1000",
    thresholdLkr: "100000",
    requestedRate: "300.95",
    requestedQuote: null,
    requestBody: {
      userId: "7c6b5a49-3827-4165-9504-a3b2c1d0e9f8",
      userBankId: "0e1d2c3b-4a59-4867-9756-a4b3c2d1e0f9",
      externalRef: "6b1c5e8a-6a43-4c1f-9d55-0a8f2b1e3c77",
    },
    externalRef: "6b1c5e8a-6a43-4c1f-9d55-0a8f2b1e3c77",
    endUserRef: null,
    heldReason: null,
    requestedBy: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    requestedAt: new Date("2026-11-25T10:00:00.000Z"),
    requestId: "req-1",
    decidedBy: null,
    decidedAt: null,
    rejectReason: null,
    approvedQuote: null,
    approvedRate: null,
    sendAttempts: 0,
    sentAt: null,
    resultId: null,
    resultMessage: null,
    resultRequestId: null,
    withdrawnBy: null,
    withdrawnAt: null,
    withdrawnReason: null,
    requesterName: "Nimali Silva",
    deciderName: null,
    withdrawnByName: null,
    // What an older row kept from the requester's browser: the view must never show it.
    ...({ summary: forgedSummary } as object),
    ...overrides,
  };
}

const mallory: PartiesReading = {
  state: "read",
  parties: {
    kind: "payout",
    externalUserId: "user-mallory",
    accountName: "Mallory Fernando",
    bankName: "Commercial Bank",
    accountNumberMasked: "••••7766",
  },
  shown: "fingerprint-mallory",
};

describe("an approval as the approver sees it", () => {
  it("shows, confirms and approves the bank account the service has, never the requester's words", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions();
    render(
      <ApprovalCard
        accountId={ACCOUNT}
        approval={approvalView(stored(), ACCOUNT, approver, mallory)}
        actions={fake}
      />,
    );
    expect(screen.getByText("Payout to Mallory Fernando")).toBeInTheDocument();
    expect(screen.getByText("••••7766")).toBeInTheDocument();
    expect(screen.getByText("user-mallory")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORGED);

    await user.click(screen.getByRole("button", { name: "Get a fresh quote" }));
    await user.click(await screen.findByRole("button", { name: "Approve and pay LKR 301,200.00" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Pay LKR 301,200.00 to Mallory Fernando at Commercial Bank ••••7766?"),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORGED);
    await user.click(within(dialog).getByRole("button", { name: "Approve and pay" }));
    expect(fake.approve).toHaveBeenCalledWith(expect.objectContaining({ shown: "fingerprint-mallory" }));
  });

  it("names a settlement by the branch the service has for its id, or the whole merchant", () => {
    const whole = approvalView(
      stored({
        kind: "settlement",
        amountUsdt: null,
        requestedRate: null,
        externalRef: null,
        requestBody: {},
      }),
      ACCOUNT,
      approver,
      { state: "read", parties: { kind: "settlement", branch: null }, shown: "f" },
    );
    const { unmount } = render(
      <ApprovalCard accountId={ACCOUNT} approval={whole} actions={fakeApprovalActions()} />,
    );
    expect(screen.getByText("Settlement of the whole merchant")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORGED);
    unmount();
    const branch = approvalView(
      stored({
        kind: "settlement",
        amountUsdt: null,
        requestedRate: null,
        externalRef: null,
        requestBody: { branchId: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a" },
      }),
      ACCOUNT,
      approver,
      {
        state: "read",
        parties: { kind: "settlement", branch: { name: "Galle Fort", code: "GLF" } },
        shown: "f",
      },
    );
    render(<ApprovalCard accountId={ACCOUNT} approval={branch} actions={fakeApprovalActions()} />);
    expect(screen.getByText("Settlement of Galle Fort")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORGED);
  });

  it("lists requests by their ids only, without reading or repeating any name", () => {
    render(
      <ApprovalsList
        accountId={ACCOUNT}
        approvals={[
          approvalView(
            stored({ id: "11111111-1111-4111-8111-111111111111", endUserRef: "user-mallory" }),
            ACCOUNT,
            approver,
          ),
          approvalView(stored({ id: "22222222-2222-4222-8222-222222222222" }), ACCOUNT, approver),
          approvalView(
            stored({
              id: "33333333-3333-4333-8333-333333333333",
              kind: "settlement",
              requestBody: { branchId: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a" },
            }),
            ACCOUNT,
            approver,
          ),
        ]}
        thresholdLkr="100000"
        settingsHref={null}
      />,
    );
    expect(screen.getAllByText("Payout to end-user user-mallory").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Payout to an end-user").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Settlement of one branch").length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(FORGED);
  });

  it("offers no approval when the parts do not belong together, or the service could not be read", () => {
    const refused = approvalView(stored(), ACCOUNT, approver, {
      state: "refused",
      message: "This bank account is not one of this end-user's bank accounts in the payments service.",
    });
    const { unmount } = render(
      <ApprovalCard accountId={ACCOUNT} approval={refused} actions={fakeApprovalActions()} />,
    );
    expect(screen.getByText("This request cannot be approved")).toBeInTheDocument();
    expect(screen.getByText(/not one of this end-user's bank accounts/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /quote|approve/i })).toBeNull();
    expect(screen.getByRole("button", { name: "Reject" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORGED);
    unmount();
    const busy = approvalView(stored(), ACCOUNT, approver, {
      state: "unavailable",
      message: "The payments service is busy; try again in 42 s.",
      requestId: "req-up-9",
    });
    render(<ApprovalCard accountId={ACCOUNT} approval={busy} actions={fakeApprovalActions()} />);
    expect(screen.getByText(/The payments service is busy; try again in 42 s\./)).toBeInTheDocument();
    expect(screen.getByText("req-up-9")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /quote|approve/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(FORGED);
  });

  it("says why it waits, as the console decided it", () => {
    const reason =
      "LKR 48,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.";
    render(
      <ApprovalCard
        accountId={ACCOUNT}
        approval={approvalView(stored({ heldReason: reason }), ACCOUNT, approver, mallory)}
        actions={fakeApprovalActions()}
      />,
    );
    expect(screen.getByText("Why it waits")).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });
});
