import { vi } from "vitest";
import type { ChargeSchedule, ContractChargesAnswer, ScheduleListAnswer } from "@/lib/charge-schedules";

/**
 * The console's charge-schedule routes as the browser reaches them, the network boundary alone faked: each
 * contract-charges read answers the next of `charges` (the last one again after that), the schedule list
 * answers `list`, and an action on a schedule answers the schedule with the state it leads to. Every call
 * is recorded with its method.
 */
export function stubScheduleService({
  charges = [],
  list,
}: {
  charges?: ContractChargesAnswer[];
  list?: ScheduleListAnswer;
}) {
  const calls: { url: URL; method: string }[] = [];
  const states = { pause: "paused", resume: "active", cancel: "cancelled" } as const;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://console.test");
      const method = init?.method ?? "GET";
      calls.push({ url, method });
      if (url.pathname.endsWith("/contract-charges"))
        return Response.json(charges.length > 1 ? charges.shift() : charges[0]);
      const action = /\/charge-schedules\/([^/]+)\/(pause|resume|cancel)$/.exec(url.pathname);
      if (action && method === "POST") {
        const schedule = charges[0]?.schedules.find((s) => s.id === action[1]);
        const state = states[action[2] as keyof typeof states];
        return Response.json({ ...schedule, state } satisfies Partial<ChargeSchedule>);
      }
      if (url.pathname.endsWith("/charge-schedules") && method === "GET")
        return Response.json(list ?? { schedules: [], failingCount: 0 });
      return Response.json({ error: "not_found", message: "Not found" }, { status: 404 });
    }),
  );
  return {
    calls,
    reads: () => calls.filter((call) => call.url.pathname.endsWith("/contract-charges")),
    actions: () => calls.filter((call) => call.method === "POST").map((call) => call.url.pathname),
  };
}
