import { screen, within } from "@testing-library/react";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { ScheduleListAnswer } from "@/lib/charge-schedules";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { stubNetwork } from "@/lib/testing/stub-network";
import { contractFixture } from "../testing/contract-fixture";
import { scheduleFixture } from "../testing/schedule-fixture";
import { ContractsTable } from "./contracts-table";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const tea = contractFixture({ id: "00000000-0000-4000-8000-000000000001", serviceName: "Tea Club" });
const gifts = contractFixture({ id: "00000000-0000-4000-8000-000000000002", serviceName: "Gift boxes" });
const paused = contractFixture({ id: "00000000-0000-4000-8000-000000000003", serviceName: "Paused plan" });
const contracts: Contract[] = [tea, gifts, paused];

function renderTable(schedules: ScheduleListAnswer | null) {
  const urls = stubNetwork((url) => {
    if (url.pathname.endsWith("/charge-schedules")) {
      return schedules
        ? Response.json(schedules)
        : Response.json({ error: "internal", message: "Failed" }, { status: 500 });
    }
    if (url.pathname.endsWith("/v1/direct-debit/list"))
      return Response.json({ data: contracts, meta: { page: 1, limit: 20, totalItems: 3, totalPages: 1 } });
    return Response.json({ data: [], meta: { page: 1, limit: 100, totalItems: 0, totalPages: 0 } });
  });
  const UrlState = withNuqsTestingAdapter({ hasMemory: true });
  renderWithQueries(
    <TooltipProvider>
      <UrlState>
        <ContractsTable accountId={ACCOUNT} scopedBranchId={null} canWrite={false} />
      </UrlState>
    </TooltipProvider>,
  );
  return urls;
}

const rowOf = async (name: string) =>
  (await screen.findByRole("link", { name: new RegExp(name) })).closest("tr") as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe("ContractsTable", () => {
  it("marks the contracts with an active schedule, asking once for the page's ids", async () => {
    const urls = renderTable({
      schedules: [
        scheduleFixture({ contractId: tea.id }),
        scheduleFixture({ contractId: paused.id, state: "paused" }),
      ],
      failingCount: 0,
    });
    const teaRow = await rowOf("Tea Club");
    expect(await within(teaRow).findByText("Scheduled")).toHaveTextContent(
      "Scheduled: charged by an active schedule",
    );
    expect(within(await rowOf("Gift boxes")).queryByText("Scheduled")).not.toBeInTheDocument();
    expect(within(await rowOf("Paused plan")).queryByText("Scheduled")).not.toBeInTheDocument();

    const asked = urls.filter((url) => url.pathname === `/api/accounts/${ACCOUNT}/charge-schedules`);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get("state")).toBe("active");
    expect(asked[0]?.searchParams.get("contractId")?.split(",")).toEqual(contracts.map((c) => c.id));
  });

  it("still lists the contracts when the schedules cannot be read", async () => {
    renderTable(null);
    expect(await rowOf("Tea Club")).toBeVisible();
    expect(screen.queryByText("Scheduled")).not.toBeInTheDocument();
  });
});
