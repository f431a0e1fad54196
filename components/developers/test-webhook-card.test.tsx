import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { InboxItem } from "@/lib/webhook-inbox";
import { TestWebhookCard, type TestWebhookDeps } from "./test-webhook-card";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const URL_OF_RECEIVER = `http://127.0.0.1:3000/api/webhooks/${ACCOUNT}`;

const testEvent = (id: number): InboxItem => ({
  id,
  eventType: "webhook.test",
  resourceKind: "test",
  resourceId: null,
  // 10:04:05 in Colombo.
  receivedAt: "2026-11-25T04:34:05.000Z",
  verified: true,
  confirmation: "confirmed",
  attempt: 1,
  duplicates: 0,
});

function deps(overrides: Partial<TestWebhookDeps>): TestWebhookDeps {
  return {
    latestTestEvent: async () => null,
    send: async () => ({ success: true, message: "Delivered", deliveryTime: 12 }),
    wait: async () => {},
    timeoutMs: 15_000,
    ...overrides,
  } as TestWebhookDeps;
}

function renderCard(d: TestWebhookDeps, props: Partial<Parameters<typeof TestWebhookCard>[0]> = {}) {
  return render(
    <TestWebhookCard accountId={ACCOUNT} receiverUrl={URL_OF_RECEIVER} canSend deps={d} {...props} />,
  );
}

describe("TestWebhookCard", () => {
  it("reports the arrival time and the verified signature with a link to the new event", async () => {
    const seen = [testEvent(4), testEvent(4), testEvent(7)];
    const send = vi.fn(async () => ({ success: true, message: "Delivered" }));
    renderCard(deps({ latestTestEvent: async () => seen.shift() ?? testEvent(7), send }));
    await userEvent.click(screen.getByRole("button", { name: "Send a test webhook" }));
    expect(await screen.findByText("Arrived at 10:04:05, signature verified")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the test event" })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/developers/inbox/7`,
    );
    expect(send).toHaveBeenCalledWith(ACCOUNT, URL_OF_RECEIVER);
  });

  it("does not take an older test event for the new one, and says when it did not arrive in time", async () => {
    let clock = 0;
    vi.spyOn(Date, "now").mockImplementation(() => clock);
    renderCard(
      deps({
        latestTestEvent: async () => testEvent(4),
        wait: async (ms) => {
          clock += ms;
        },
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send a test webhook" }));
    expect(await screen.findByText("Not arrived after 15 seconds")).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("says how long to wait when the service's rate limit refuses", async () => {
    renderCard(
      deps({
        send: async () => {
          throw new BffError({ status: 429, message: "Too many requests", retryAfter: 42 });
        },
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send a test webhook" }));
    expect(await screen.findByText("Too many test webhooks")).toBeInTheDocument();
    expect(screen.getByText(/Try again in 42 seconds/)).toBeInTheDocument();
  });

  it("shows the service's delivery failure in its own words", async () => {
    renderCard(deps({ send: async () => ({ success: false, message: "Receiver answered 401" }) }));
    await userEvent.click(screen.getByRole("button", { name: "Send a test webhook" }));
    expect(await screen.findByText("The service could not deliver the test webhook")).toBeInTheDocument();
    expect(screen.getByText("Receiver answered 401")).toBeInTheDocument();
  });

  it("shows any other refusal with its request id", async () => {
    renderCard(
      deps({
        send: async () => {
          throw new BffError({ status: 403, message: "Your role does not allow this", requestId: "req-9" });
        },
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send a test webhook" }));
    expect(await screen.findByText("The test webhook was not sent")).toBeInTheDocument();
    expect(screen.getByText("req-9")).toBeInTheDocument();
  });

  it("offers no button without a public address, and says what to set", () => {
    renderCard(deps({}), { receiverUrl: null });
    expect(screen.queryByRole("button", { name: "Send a test webhook" })).toBeNull();
    expect(screen.getByText("CONSOLE_PUBLIC_URL")).toBeInTheDocument();
  });

  it("offers no button to a member who may not send, with the reason", () => {
    renderCard(deps({}), {
      canSend: false,
      cannotSendReason: "Members limited to one branch cannot send test webhooks.",
    });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(/limited to one branch/)).toBeInTheDocument();
  });
});
