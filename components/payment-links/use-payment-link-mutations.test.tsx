import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/data/query-keys";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { useDeactivatePaymentLink } from "./use-payment-link-mutations";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const LINK_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";

const link: PaymentLink = {
  id: LINK_ID,
  merchant_id: "m_1",
  slug: "tea-box",
  name: "Tea box",
  amount: 1500,
  currency: "LKR",
  allowCustomAmount: false,
  allowQuantityBuy: false,
  reusable: true,
  used_count: 3,
  status: "ACTIVE",
  creator_type: "API_KEY",
  creator_id: "ak_live_x",
  created_at: "2026-11-01T04:00:00.000Z",
  updated_at: "2026-11-01T04:00:00.000Z",
};
const other: PaymentLink = { ...link, id: "b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", name: "Other" };
const page: PaymentLinkListResponse = {
  data: [link, other],
  page: 1,
  limit: 20,
  total: 2,
  totalPages: 1,
  hasNext: false,
  hasPrev: false,
};

const listKey = queryKeys.call(ACCOUNT, "listPaymentLinks", { query: { page: 1, pageSize: 20 } });
const detailKey = queryKeys.detail(ACCOUNT, "payment-links", LINK_ID);

/** A fetch whose answer the test gives when it chooses: the network boundary, and nothing else, is faked. */
function deferredFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        // Reads after the mutation (invalidation) get an empty answer; only the DELETE waits for the test.
        if (init?.method === "DELETE") answer = resolve;
        else resolve(new Response(null, { status: 204 }));
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(listKey, page);
  client.setQueryData(detailKey, link);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useDeactivatePaymentLink(ACCOUNT), { wrapper });
  const statuses = () => ({
    detail: client.getQueryData<PaymentLink>(detailKey)?.status,
    list: client.getQueryData<PaymentLinkListResponse>(listKey)?.data.map((row) => row.status),
  });
  return { hook, statuses };
}

afterEach(() => vi.unstubAllGlobals());

describe("useDeactivatePaymentLink", () => {
  it("shows the link inactive at once and puts it back when the service refuses", async () => {
    const network = deferredFetch();
    const { hook, statuses } = setup();

    act(() => hook.result.current.mutate(LINK_ID));
    await waitFor(() => expect(statuses()).toEqual({ detail: "INACTIVE", list: ["INACTIVE", "ACTIVE"] }));
    expect(network.fetchMock).toHaveBeenCalledWith(
      `/api/accounts/${ACCOUNT}/v1/payment-link/${LINK_ID}`,
      expect.objectContaining({ method: "DELETE" }),
    );

    network.answer(
      Response.json(
        { statusCode: 503, message: "The payments service is unavailable", error: "Service Unavailable" },
        { status: 503 },
      ),
    );
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(statuses()).toEqual({ detail: "ACTIVE", list: ["ACTIVE", "ACTIVE"] });
  });

  it("keeps the new status when the service confirms", async () => {
    const network = deferredFetch();
    const { hook, statuses } = setup();
    act(() => hook.result.current.mutate(LINK_ID));
    await waitFor(() => expect(statuses().detail).toBe("INACTIVE"));

    network.answer(Response.json({ message: "Payment link deactivated" }));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(statuses()).toEqual({ detail: "INACTIVE", list: ["INACTIVE", "ACTIVE"] });
  });
});
