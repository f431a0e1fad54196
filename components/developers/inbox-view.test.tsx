import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { stubNetwork } from "@/lib/testing/stub-network";
import type { InboxItem, InboxPage } from "@/lib/webhook-inbox";
import { InboxView } from "./inbox-view";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const PAYMENT = "5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";

function item(id: number, overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    eventType: "payment.paid",
    resourceKind: "payment",
    resourceId: PAYMENT,
    receivedAt: "2026-11-25T04:30:00.000Z",
    verified: true,
    confirmation: "confirmed",
    attempt: 1,
    duplicates: 0,
    ...overrides,
  };
}

const pageOf = (items: InboxItem[], totalItems = items.length): InboxPage => ({
  items,
  meta: { page: 1, pageSize: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) },
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function renderInbox(searchParams = "", branchScoped = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const UrlState = withNuqsTestingAdapter({ hasMemory: true, searchParams });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <UrlState>{children}</UrlState>
      </TooltipProvider>
    </QueryClientProvider>
  );
  return render(<InboxView accountId={ACCOUNT} branchScoped={branchScoped} />, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("InboxView", () => {
  it("shows rows with their type, resource link, signature, confirmation, attempt and duplicates", async () => {
    const urls = stubNetwork(() =>
      json(
        200,
        pageOf([
          item(3, { duplicates: 2, attempt: 3 }),
          item(2, { confirmation: "foreign", resourceId: null }),
          item(1, { eventType: "webhook.test", resourceKind: "test", resourceId: null }),
        ]),
      ),
    );
    renderInbox();
    await screen.findByRole("link", { name: /Test webhook/ });
    const table = screen.getByRole("table", { name: "Received webhooks" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: /Payment paid/ })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/developers/inbox/3`,
    );
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: /5b1d2c3e/ })).toHaveAttribute(
      "href",
      `/accounts/${ACCOUNT}/payments/${PAYMENT}`,
    );
    expect(rows[0]).toHaveTextContent("Verified");
    expect(rows[0]).toHaveTextContent("Confirmed");
    expect(rows[1]).toHaveTextContent("Another merchant's");
    expect(rows[1]).toHaveTextContent("Withheld");
    expect(rows[2]).toHaveTextContent("Test webhook");
    expect(screen.getByText(/3 events/)).toBeInTheDocument();
    expect(urls[0]?.pathname).toBe(`/api/accounts/${ACCOUNT}/webhook-inbox`);
    expect(urls[0]?.searchParams.get("page")).toBe("1");
  });

  it("says nothing has arrived yet when the inbox is empty", async () => {
    stubNetwork(() => json(200, pageOf([])));
    renderInbox();
    expect(await screen.findByText("No webhooks received yet")).toBeInTheDocument();
  });

  it("says nothing matches when filters are set, and sends the type and id from the address", async () => {
    const urls = stubNetwork(() => json(200, pageOf([])));
    renderInbox(`?type=payment.paid&resourceId=${PAYMENT}`);
    expect(await screen.findByText("No events match these filters")).toBeInTheDocument();
    expect(urls[0]?.searchParams.get("type")).toBe("payment.paid");
    expect(urls[0]?.searchParams.get("resourceId")).toBe(PAYMENT);
    // On a phone the folded filters say how many are on, as every list's do.
    expect(screen.getByRole("button", { name: "Filters (2 on)" })).toBeInTheDocument();
  });

  it("keeps an id that is not one in the box with an error under it, and does not send it", async () => {
    const urls = stubNetwork(() => json(200, pageOf([item(1)])));
    renderInbox();
    await screen.findByRole("link", { name: /Payment paid/ });
    const box = screen.getByLabelText("Resource id");
    await userEvent.type(box, "pay_123{Enter}");
    expect(await screen.findByText(/Enter a payment, payout or contract id/)).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(urls.every((url) => !url.searchParams.has("resourceId"))).toBe(true);
  });

  it("shows the error with its request id and retries", async () => {
    let calls = 0;
    stubNetwork(() => {
      calls += 1;
      return calls === 1
        ? json(500, { message: "Database unavailable", requestId: "req-inbox-1" })
        : json(200, pageOf([item(1)]));
    });
    renderInbox();
    expect(await screen.findByText("The webhook inbox could not be loaded")).toBeInTheDocument();
    expect(screen.getByText(/req-inbox-1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Try again/ }));
    expect(await screen.findByRole("link", { name: /Payment paid/ })).toBeInTheDocument();
  });

  it("tells a branch member what they see", async () => {
    stubNetwork(() => json(200, pageOf([item(1)])));
    renderInbox("", true);
    expect(await screen.findByText(/events of your branch/)).toBeInTheDocument();
  });
});
