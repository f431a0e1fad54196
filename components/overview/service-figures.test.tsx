import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { stubNetwork } from "@/lib/testing/stub-network";
import { type ServiceFigureRights, ServiceFigures } from "./service-figures";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const none: ServiceFigureRights = {
  paymentLinks: false,
  contracts: false,
  settlements: false,
  floatBalance: false,
  payouts: false,
};

function renderFigures(rights: ServiceFigureRights, failingCount: number) {
  const urls = stubNetwork((url) =>
    url.pathname.endsWith("/charge-schedules")
      ? Response.json({ schedules: [], failingCount })
      : Response.json({ data: [], meta: { page: 1, limit: 1, totalItems: 0, totalPages: 0 } }),
  );
  renderWithQueries(<ServiceFigures accountId={ACCOUNT} rights={rights} />);
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("ServiceFigures", () => {
  it("counts the schedules whose last charge failed, linking to the contracts", async () => {
    renderFigures({ ...none, contracts: true }, 2);
    const link = await screen.findByRole("link", {
      name: "2 schedules with a failed charge: open the contracts",
    });
    expect(link).toHaveAttribute("href", `/accounts/${ACCOUNT}/direct-debit`);
    expect(screen.getByText("Last charge failed after every retry")).toBeVisible();
  });

  it("says none are failing, and is not shown to those who may not read contracts", async () => {
    renderFigures({ ...none, contracts: true }, 0);
    expect(await screen.findByText("None failing")).toBeVisible();
    vi.unstubAllGlobals();
    cleanup();
    const urls = renderFigures({ ...none, paymentLinks: true }, 3);
    expect(await screen.findByText("Payment links")).toBeVisible();
    expect(screen.queryByText("Schedules with a failed charge")).not.toBeInTheDocument();
    expect(urls.some((url) => url.pathname.endsWith("/charge-schedules"))).toBe(false);
  });
});
