import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SettlementSummary } from "./settlement-summary";

describe("SettlementSummary", () => {
  it("says its totals include rejected and cancelled requests", () => {
    render(
      <SettlementSummary
        summary={{
          totalRequests: 3,
          totalLkrAmount: 30000,
          totalUsdtAmount: 100,
          pendingCount: 1,
          approvedCount: 1,
          rejectedCount: 1,
          lkrToBeClaimed: 0,
          usdtToBeClaimed: 0,
        }}
        dateWindow={{ startDate: null, endDate: null }}
        statusFiltered={false}
      />,
    );
    expect(screen.getByText("All requests, rejected and cancelled included")).toBeTruthy();
  });
});
