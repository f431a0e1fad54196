import { vi } from "vitest";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractFixture } from "./contract-fixture";
import { chargesAnswerFixture } from "./schedule-fixture";

/** A contract waiting for the customer's approval, made at `createdAt` (ms), its request open for 15 minutes. */
export function unsignedContractFixture(createdAt: number): Contract {
  return contractFixture({
    status: "INITIATED",
    contractId: null,
    openUserId: null,
    createdAt: new Date(createdAt).toISOString(),
    requestExpireTime: new Date(createdAt + 15 * 60_000).toISOString(),
    qrContent: "https://sandbox.example/direct-debit/approve/x",
    deepLink: "exchangeapay://contract/approve?url=x",
  });
}

/**
 * The service as the browser reaches it through the BFF, the network boundary alone faked: each sync's
 * answer in turn (the last one again after that), the contract `read` when its page asks for it, no
 * charges or schedules yet, and empty lists for the scenario and branch look-ups.
 */
export function stubContractService({ syncs, read }: { syncs: Contract[]; read?: Contract }) {
  const calls: { url: string; method: string | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method });
      if (url.endsWith("/sync")) return Response.json(syncs.length > 1 ? syncs.shift() : syncs[0]);
      if (read && url.endsWith(`/direct-debit/${read.id}`)) return Response.json(read);
      if (url.includes("/contract-charges?")) return Response.json(chargesAnswerFixture());
      return Response.json({ data: [], meta: { page: 1, limit: 100, totalItems: 0, totalPages: 0 } });
    }),
  );
  return { syncCalls: () => calls.filter((call) => call.url.endsWith("/sync")) };
}
