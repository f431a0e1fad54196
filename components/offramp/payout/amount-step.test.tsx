import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import type { AggregatorUser, Offramp } from "@/lib/payments-api/offramp";
import { bankAccountFixture } from "../testing/bank-account-fixture";
import { AmountStep } from "./amount-step";
import { confirmQuestion } from "./payout-confirm-dialog";

const ACCOUNT = "acc-1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const endUser: AggregatorUser = {
  userId: "0b6c3c1e-8f5a-4a57-9d1e-6c2f7b1d9a10",
  externalUserId: "user-10293",
  createdAt: "2026-11-01T04:00:00.000Z",
};

const bankAccount = bankAccountFixture;

type Reply = Response | Error | Promise<Response>;
type Call = { method: string; url: string; body: Record<string, unknown> | null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-request-id": `req-${status}` },
  });

let lockCount = 0;
/** The float's balance as the ledger report answers it (null: the report is not answered). */
let floatLkr: number | null = null;
function ledgerReply(balance: number): Response {
  const summary = {
    currentBalanceLkr: balance,
    totalCreditsLkr: balance,
    totalDebitsLkr: 0,
    totalRefundsLkr: 0,
    netMovementLkr: balance,
    creditCount: 1,
    debitCount: 0,
    refundCount: 0,
    openingBalanceLkr: null,
    closingBalanceLkr: null,
  };
  const pagination = {
    currentPage: 1,
    totalPages: 1,
    totalCount: 1,
    limit: 1,
    hasNext: false,
    hasPrev: false,
  };
  return json(200, { pagination, summary, ledger: [] });
}
/** The account's approval threshold as the console's summary route answers it (null: off). */
let thresholdLkr: string | null = null;
const HELD_REASON =
  "LKR 15,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.";
/** What the console's hold route decides (it counts the last 24 hours, which the browser cannot). */
let holdAnswer: Record<string, unknown> = {
  held: true,
  approvalId: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
  reason: HELD_REASON,
};
function quoteReply(): Response {
  lockCount += 1;
  return json(200, {
    fxLockId: `9f0e1d2c-3b4a-4958-8776-65544332211${lockCount}`,
    rateUsdtLkr: 300,
    amountUsdt: 50,
    amountLkr: 15_000,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
}

function offrampReply(body: Record<string, unknown> | null): Response {
  const offramp: Offramp = {
    paymentId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
    status: "PENDING",
    amountUsdt: 50,
    amountLkr: 15_000,
    rateUsdtLkr: 300,
    externalRef: String(body?.externalRef),
    bankRef: null,
    completedAt: null,
    failedAt: null,
    createdAt: new Date().toISOString(),
  };
  return json(201, offramp);
}

/**
 * The BFF as the browser sees it: quotes always succeed; each POST of a payout takes the next scripted
 * reply (a default 201 when the script runs out).
 */
function fakeBff(payoutReplies: Array<(body: Record<string, unknown> | null) => Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      const method = init.method ?? "GET";
      calls.push({ method, url, body });
      if (url.startsWith(`/api/accounts/${ACCOUNT}/v1/aggregator/quote`)) return quoteReply();
      if (url.startsWith(`/api/accounts/${ACCOUNT}/v1/aggregator/report/ledger`) && floatLkr !== null) {
        return ledgerReply(floatLkr);
      }
      if (url === `/accounts/${ACCOUNT}/approvals/summary`) return json(200, { thresholdLkr, pending: 0 });
      if (method === "POST" && url === `/accounts/${ACCOUNT}/approvals/requests`) {
        return json(holdAnswer.held ? 201 : 200, holdAnswer);
      }
      if (method === "POST" && url === `/api/accounts/${ACCOUNT}/v1/aggregator/offramp`) {
        const reply = payoutReplies.shift()?.(body) ?? offrampReply(body);
        if (reply instanceof Error) throw reply;
        return reply;
      }
      return json(404, { message: "unexpected call in test" });
    }),
  );
  return {
    calls,
    payouts: () => calls.filter((call) => call.method === "POST"),
  };
}

function renderStep(onDone = vi.fn()) {
  const view = renderWithQueries(
    <AmountStep accountId={ACCOUNT} endUser={endUser} bankAccount={bankAccount} onDone={onDone} />,
  );
  return { ...view, onDone };
}

async function quoteAndReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Amount to send"), "50");
  await user.click(screen.getByRole("button", { name: "Get quote" }));
  await screen.findByTestId("quote-card");
  await user.click(screen.getByRole("button", { name: "Review payout" }));
  return screen.findByRole("alertdialog");
}

/** The step over the fake BFF (its payout answers as given), quoted and up to the confirmation dialog. */
async function openReview(answers: Parameters<typeof fakeBff>[0] = []) {
  const user = userEvent.setup();
  const bff = fakeBff(answers);
  const { onDone } = renderStep();
  const dialog = await quoteAndReview(user);
  return { user, bff, onDone, dialog };
}

beforeEach(() => {
  window.sessionStorage.clear();
  lockCount = 0;
  floatLkr = null;
  thresholdLkr = null;
  holdAnswer = { held: true, approvalId: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9", reason: HELD_REASON };
});
afterEach(() => vi.unstubAllGlobals());

describe("confirmQuestion", () => {
  it("names the LKR amount, the account holder, the bank and only the last four digits", () => {
    expect(confirmQuestion({ amountLkr: 15_000 }, bankAccount)).toBe(
      "Pay LKR 15,000.00 to Nimal Perera at Bank of Ceylon ••••4567?",
    );
  });
});

describe("AmountStep", () => {
  it("asks the console whether a payout is held, with ids only, and is told why", async () => {
    // LKR 15,000.00 alone is under the threshold; what was sent in the last 24 hours is the console's to count.
    thresholdLkr = "50000";
    const { user, bff, onDone, dialog } = await openReview();
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        approvalId: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
        reason: HELD_REASON,
      }),
    );
    const posts = bff.payouts();
    expect(posts.map((call) => call.url)).toEqual([`/accounts/${ACCOUNT}/approvals/requests`]);
    // Ids only: the console reads names, banks and account numbers from the service itself.
    expect(posts[0]?.body).toEqual({
      kind: "payout",
      fxLockId: "9f0e1d2c-3b4a-4958-8776-655443322111",
      userId: endUser.userId,
      userBankId: bankAccount.userBankId,
      externalRef: expect.stringMatching(UUID),
      externalUserId: "user-10293",
    });
  });

  it("says in its confirmation that a payout above the threshold waits for approval, not that it leaves now", async () => {
    thresholdLkr = "10000";
    const { dialog } = await openReview();
    expect(dialog).toHaveTextContent(
      "This payout is above LKR 10,000.00, so it waits for another member's approval: nothing leaves your float until they approve it.",
    );
    expect(dialog).not.toHaveTextContent("leaves your float now");
    expect(within(dialog).getByRole("button", { name: "Ask for approval" })).toBeInTheDocument();
  });

  it("says a payout under the threshold may still wait, counting the last 24 hours", async () => {
    thresholdLkr = "50000";
    const { dialog } = await openReview();
    expect(dialog).toHaveTextContent(
      "If this payout and what this account sent in the last 24 hours come to more than LKR 50,000.00, it waits for another member's approval",
    );
  });

  it("checks the float at the quote and says the shortfall before anything is sent", async () => {
    floatLkr = 14_999.99;
    const user = userEvent.setup();
    const bff = fakeBff([]);
    renderStep();
    await user.type(screen.getByLabelText("Amount to send"), "50");
    await user.click(screen.getByRole("button", { name: "Get quote" }));
    expect(await screen.findByTestId("float-shortfall")).toHaveTextContent(
      "The float holds LKR 14,999.99; this payout needs LKR 15,000.00: LKR 0.01 short.",
    );
    expect(screen.getByRole("button", { name: "Review payout" })).toBeDisabled();
    expect(bff.payouts()).toEqual([]);
  });

  it("sends a payout directly when the console does not hold it", async () => {
    thresholdLkr = "50000";
    holdAnswer = { held: false };
    const { user, bff, onDone, dialog } = await openReview();
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bff.payouts().map((call) => call.url)).toEqual([
      `/accounts/${ACCOUNT}/approvals/requests`,
      `/api/accounts/${ACCOUNT}/v1/aggregator/offramp`,
    ]);
  });

  it("sends a payout directly, without asking, while approvals are off", async () => {
    const { user, bff, onDone, dialog } = await openReview();
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bff.payouts().map((call) => call.url)).toEqual([`/api/accounts/${ACCOUNT}/v1/aggregator/offramp`]);
  });

  it("quotes, counts the lock down and asks before paying", async () => {
    const user = userEvent.setup();
    const bff = fakeBff([]);
    renderStep();
    await user.type(screen.getByLabelText("Amount to send"), "50");
    await user.click(screen.getByRole("button", { name: "Get quote" }));
    const quote = await screen.findByTestId("quote-card");
    // The threshold and the float are read as the step opens; the quote is the first call for this amount.
    expect(bff.calls.find((call) => call.url.includes("/aggregator/quote"))?.url).toBe(
      `/api/accounts/${ACCOUNT}/v1/aggregator/quote?amount_usdt=50`,
    );
    expect(within(quote).getByText("LKR 15,000.00")).toBeInTheDocument();
    const lock = within(quote).getByRole("progressbar", { name: "Time left on the rate lock" });
    expect(Number(lock.getAttribute("aria-valuenow"))).toBeGreaterThan(55);

    await user.click(screen.getByRole("button", { name: "Review payout" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveAccessibleName("Pay LKR 15,000.00 to Nimal Perera at Bank of Ceylon ••••4567?");
    expect(within(dialog).getByText("USDT 50.00")).toBeInTheDocument();
    expect(within(dialog).queryByText("8001234567")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(bff.payouts()).toHaveLength(0);
  });

  it("retries after no answer with the same externalRef, so the payout cannot happen twice", async () => {
    const { user, bff, onDone, dialog } = await openReview([() => new TypeError("Failed to fetch")]);

    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    expect(await within(dialog).findByText("No answer about this payout")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Retry payout" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));

    const [first, second] = bff.payouts();
    expect(first?.body?.externalRef).toMatch(UUID);
    expect(second?.body?.externalRef).toBe(first?.body?.externalRef);
    expect(second?.body).toEqual(first?.body);
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ earlier: false, offramp: { status: "PENDING" } });
  });

  it("sends one request for a double click", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const bff = fakeBff([
      (body) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(offrampReply(body));
        }),
    ]);
    const { onDone } = renderStep();
    const dialog = await quoteAndReview(user);

    await user.dblClick(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    expect(within(dialog).getByRole("button", { name: "Paying…" })).toBeDisabled();
    expect(bff.payouts()).toHaveLength(1);
    answer(json(201, {}));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bff.payouts()).toHaveLength(1);
  });

  it("keeps the reference when a lapsed lock is replaced by a new quote", async () => {
    const { user, bff, onDone, dialog } = await openReview([
      () => json(400, { statusCode: 400, message: "FX rate lock has expired", error: "Bad Request" }),
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    expect(await within(dialog).findByText("The rate lock expired")).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing was paid/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Get a new quote" }));
    await user.click(await within(dialog).findByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));

    const [first, second] = bff.payouts();
    expect(second?.body?.fxLockId).not.toBe(first?.body?.fxLockId);
    expect(second?.body?.externalRef).toBe(first?.body?.externalRef);
  });

  it("keeps an unanswered reference across a reload, and starts a new one after a confirmed payout", async () => {
    const user = userEvent.setup();
    const bff = fakeBff([() => new TypeError("Failed to fetch")]);
    const first = renderStep();
    let dialog = await quoteAndReview(user);
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await within(dialog).findByText("No answer about this payout");
    first.unmount();

    const reloaded = renderStep();
    dialog = await quoteAndReview(user);
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() => expect(reloaded.onDone).toHaveBeenCalledTimes(1));
    reloaded.unmount();

    const next = renderStep();
    dialog = await quoteAndReview(user);
    await user.click(within(dialog).getByRole("button", { name: "Pay LKR 15,000.00" }));
    await waitFor(() => expect(next.onDone).toHaveBeenCalledTimes(1));

    const refs = bff.payouts().map((call) => call.body?.externalRef);
    expect(refs).toHaveLength(3);
    expect(refs[1]).toBe(refs[0]);
    expect(refs[2]).not.toBe(refs[0]);
  });
});

describe("AmountStep with an amount too small to transfer", () => {
  it("refuses the quote in words, naming the least amount, and offers no review", async () => {
    fakeBff([]);
    const answer = fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) =>
        url.startsWith(`/api/accounts/${ACCOUNT}/v1/aggregator/quote`)
          ? json(200, {
              fxLockId: "9f0e1d2c-3b4a-4958-8776-655443322119",
              rateUsdtLkr: 300.25,
              amountUsdt: 0.00000001,
              amountLkr: 0,
              expiresAt: new Date(Date.now() + 60_000).toISOString(),
            })
          : answer(url, init),
      ),
    );
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText("Amount to send"), "0.00000001");
    await user.click(screen.getByRole("button", { name: "Get quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "USDT 0.00000001 comes to LKR 0.00 at this rate, and a bank transfer carries at least LKR 0.01. Enter at least USDT 0.000034.",
    );
    expect(screen.queryByRole("button", { name: "Review payout" })).not.toBeInTheDocument();
  });
});
