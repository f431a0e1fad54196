import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQueries, testQueryClient } from "@/components/detail/testing/render-with-queries";
import { PaymentAmountCell, PricedAmountsProvider, pricedKey } from "./priced-amounts";

const rows = [
  { id: "p-lkr", amount: 14.166667, currency: "USDT" },
  { id: "p-usdt", amount: 12.5, currency: "USDT" },
];

describe("payment amounts in lists", () => {
  it("shows a payment priced in LKR in LKR first, then USDT; one priced in USDT in USDT", () => {
    const client = testQueryClient();
    client.setQueryData(
      pricedKey(
        "acc",
        rows.map((row) => row.id),
      ),
      { "p-lkr": { lkr: "4250", rate: "300" } },
    );
    renderWithQueries(
      <PricedAmountsProvider accountId="acc" rows={rows}>
        {rows.map((row) => (
          <div key={row.id} data-testid={row.id}>
            <PaymentAmountCell payment={row} />
          </div>
        ))}
      </PricedAmountsProvider>,
      client,
    );
    expect(screen.getByTestId("p-lkr")).toHaveTextContent(/^LKR 4,250\.00·USDT 14\.166667$/);
    expect(screen.getByTestId("p-usdt")).toHaveTextContent(/^USDT 12\.50$/);
  });
});
