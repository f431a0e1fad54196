import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ApprovalView } from "@/lib/approvals";
import { ApprovalCard } from "./approval-card";
import { fakeApprovalActions, freshQuote, freshQuoteAnswer } from "./testing/fake-actions";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const ID = "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9";
const SHOWN = "fingerprint-of-what-was-shown";

function payout(overrides: Partial<ApprovalView> = {}): ApprovalView {
  return {
    id: ID,
    kind: "payout",
    status: "pending",
    amountLkr: "300950",
    amountUsdt: "1000",
    thresholdLkr: "100000",
    requestedRate: "300.95",
    approvedRate: null,
    rateComparison: null,
    requesterName: "Nimali Silva",
    requestedAt: "2026-11-25T10:00:00.000Z",
    deciderName: null,
    decidedAt: null,
    rejectReason: null,
    heldReason: "LKR 300,950.00 is above LKR 100,000.00, so a second person has to approve it.",
    parties: {
      state: "read",
      parties: {
        kind: "payout",
        externalUserId: "user-10293",
        accountName: "K. A. Jayasinghe",
        bankName: "Bank of Ceylon",
        accountNumberMasked: "••••4567",
      },
      shown: SHOWN,
    },
    endUserRef: "user-10293",
    settlesBranch: false,
    externalRef: "6b1c5e8a-6a43-4c1f-9d55-0a8f2b1e3c77",
    resultId: null,
    resultHref: null,
    resultMessage: null,
    resultRequestId: null,
    sentAt: null,
    withdrawnByName: null,
    withdrawnAt: null,
    withdrawnReason: null,
    canWithdraw: false,
    floatShortfall: null,
    own: false,
    cannotDecide: null,
    ...overrides,
  };
}

/** The card of `payout(overrides)` with `fake` actions. */
function renderCard(overrides: Partial<ApprovalView> = {}, fake = fakeApprovalActions()) {
  return render(<ApprovalCard accountId={ACCOUNT} approval={payout(overrides)} actions={fake} />);
}

describe("ApprovalCard", () => {
  it("tells the requester it waits for a second person, and offers them no decision", () => {
    renderCard({
      own: true,
      cannotDecide: "You made this request, so another member has to approve or reject it.",
    });
    expect(screen.getByText("Waiting for a second person's approval")).toBeInTheDocument();
    expect(screen.getByText(/another member has to approve or reject it/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /approve/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(screen.queryByRole("button", { name: /quote/i })).toBeNull();
  });

  it("shows what is asked: the amount, the recipient, the requester's rate and the threshold", () => {
    renderCard();
    expect(screen.getByText("Payout to K. A. Jayasinghe")).toBeInTheDocument();
    expect(screen.getAllByText("LKR 300,950.00").length).toBeGreaterThan(0);
    expect(screen.getByText("1 USDT = LKR 300.95")).toBeInTheDocument();
    expect(screen.getByText("LKR 100,000.00")).toBeInTheDocument();
    expect(screen.getByText("Nimali Silva")).toBeInTheDocument();
    expect(screen.getByText("Waiting for approval")).toBeInTheDocument();
  });

  it("approves a payout only on a fresh quote, showing the difference from the requester's rate", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions();
    renderCard({}, fake);
    expect(screen.queryByRole("button", { name: /Approve and pay/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get a fresh quote" }));
    const quote = await screen.findByTestId("fresh-quote");
    expect(within(quote).getByText("1 USDT = 301.20 LKR, was 300.95: +0.08 %")).toBeInTheDocument();
    expect(within(quote).getByText(/Rate locked for (1:00|0:5\d)/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve and pay LKR 301,200.00" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Pay LKR 301,200.00 to K. A. Jayasinghe at Bank of Ceylon ••••4567?"),
    ).toBeInTheDocument();
    expect(fake.approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Approve and pay" }));
    await waitFor(() =>
      expect(fake.approve).toHaveBeenCalledWith({
        accountId: ACCOUNT,
        approvalId: ID,
        fxLockId: freshQuote.fxLockId,
        shown: SHOWN,
      }),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it("says who was first when another approver won the race", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions({
      approve: vi.fn(async () => ({
        ok: false as const,
        message: "This request was already approved by Kamal Perera.",
        requestId: "req-race",
      })),
    });
    renderCard({}, fake);
    await user.click(screen.getByRole("button", { name: "Get a fresh quote" }));
    await user.click(await screen.findByRole("button", { name: "Approve and pay LKR 301,200.00" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Approve and pay" }),
    );
    expect(await screen.findByText("This request was already approved by Kamal Perera.")).toBeInTheDocument();
    expect(screen.getByText("req-race")).toBeInTheDocument();
  });

  it("rejects only with a reason, after asking", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions();
    renderCard({}, fake);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.getByText("Say why the request is rejected; the requester sees it.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.type(screen.getByLabelText("Reason for rejecting"), "Wrong bank account");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(fake.reject).toHaveBeenCalledWith({
        accountId: ACCOUNT,
        approvalId: ID,
        reason: "Wrong bank account",
      }),
    );
    expect(fake.approve).not.toHaveBeenCalled();
  });

  it("approves a settlement as it is, after asking", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions();
    renderCard(
      {
        kind: "settlement",
        amountUsdt: null,
        requestedRate: null,
        externalRef: null,
        endUserRef: null,
        parties: { state: "read", parties: { kind: "settlement", branch: null }, shown: SHOWN },
      },
      fake,
    );
    expect(screen.getByText("Settlement of the whole merchant")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /quote/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Approve and request the settlement" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Request the settlement of the whole merchant?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Approve and request" }));
    await waitFor(() =>
      expect(fake.approve).toHaveBeenCalledWith({ accountId: ACCOUNT, approvalId: ID, shown: SHOWN }),
    );
  });

  it("shows a sent payout with both people, the rate change and a link to the payout", () => {
    renderCard({
      status: "sent",
      deciderName: "Kamal Perera",
      decidedAt: "2026-11-25T10:05:00.000Z",
      approvedRate: "301.2",
      rateComparison: "1 USDT = 301.20 LKR, was 300.95: +0.08 %",
      amountLkr: "301200",
      resultId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
      resultHref: `/accounts/${ACCOUNT}/offramp/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d`,
    });
    expect(screen.getByText("Approved and sent")).toBeInTheDocument();
    expect(screen.getByText("Kamal Perera")).toBeInTheDocument();
    expect(screen.getByText("1 USDT = 301.20 LKR, was 300.95: +0.08 %")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d" })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/offramp/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d`,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the reason of a rejection and the service's refusal of an approved request", () => {
    const { unmount } = renderCard({
      status: "rejected",
      deciderName: "Kamal Perera",
      decidedAt: "2026-11-25T10:05:00.000Z",
      rejectReason: "Wrong bank account",
    });
    expect(screen.getByText("Rejected by")).toBeInTheDocument();
    expect(screen.getByText("Wrong bank account")).toBeInTheDocument();
    unmount();
    renderCard({
      status: "refused",
      resultMessage: "The rate lock expired",
      resultRequestId: "req-up-1",
    });
    expect(screen.getByText("Approved, but the payments service refused the payout")).toBeInTheDocument();
    expect(screen.getByText("The rate lock expired")).toBeInTheDocument();
  });

  it("lets the requester withdraw a waiting request, after asking", async () => {
    const user = userEvent.setup();
    const fake = fakeApprovalActions();
    renderCard(
      {
        own: true,
        canWithdraw: true,
        cannotDecide: "You made this request, so another member has to approve or reject it.",
      },
      fake,
    );
    await user.click(screen.getByRole("button", { name: "Withdraw request" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/no one can approve this payout afterwards/)).toBeInTheDocument();
    expect(fake.withdraw).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Withdraw request" }));
    await waitFor(() => expect(fake.withdraw).toHaveBeenCalledWith({ accountId: ACCOUNT, approvalId: ID }));
  });

  it("offers no withdrawal to a member who may not, and shows who withdrew one and why", () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole("button", { name: "Withdraw request" })).toBeNull();
    unmount();
    renderCard({
      status: "withdrawn",
      withdrawnByName: "Ruwan Fernando",
      withdrawnAt: "2026-11-25T10:05:00.000Z",
      withdrawnReason: "Approvals turned off",
    });
    expect(screen.getByText("Withdrawn", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(screen.getByText("Ruwan Fernando")).toBeInTheDocument();
    expect(screen.getByText("Approvals turned off")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says the float's shortfall before anyone approves, and offers no approval on a short fresh quote", async () => {
    const user = userEvent.setup();
    const shortfall = "The float holds LKR 1,000.00; this payout needs LKR 301,200.00: LKR 300,200.00 short.";
    const fake = fakeApprovalActions({ freshQuote: vi.fn(async () => freshQuoteAnswer(shortfall)) });
    renderCard(
      {
        floatShortfall:
          "The float holds LKR 1,000.00; this payout needs LKR 300,950.00: LKR 299,950.00 short.",
      },
      fake,
    );
    expect(screen.getByText(/LKR 299,950\.00 short\. Top up the float/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Get a fresh quote" }));
    expect(await screen.findByText(/LKR 300,200\.00 short\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Approve and pay/ })).toBeNull();
  });
});
