import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contractFixture } from "../testing/contract-fixture";
import { ContractUsageCard } from "./contract-cards";

describe("ContractUsageCard", () => {
  it("counts down to the end of a signed contract", () => {
    render(<ContractUsageCard contract={contractFixture()} />);
    expect(screen.getByText("Contract ends")).toBeTruthy();
    expect(screen.queryByText("Was to end")).toBeNull();
  });

  it("says when a terminated contract was to end, with no end ahead of it", () => {
    render(
      <ContractUsageCard
        contract={contractFixture({
          status: "TERMINATED",
          contractTerminationTime: "2026-11-22T04:00:00.000Z",
          contractTerminationWay: 1,
        })}
      />,
    );
    expect(screen.queryByText("Contract ends")).toBeNull();
    expect(screen.getByText("Was to end")).toBeTruthy();
    expect(screen.getByText("20 Nov 2027, 09:30 (Colombo)")).toBeTruthy();
    expect(screen.queryByText(/^in \d+ (months|days)/)).toBeNull();
  });
});
