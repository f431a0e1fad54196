import { describe, expect, it } from "vitest";
import { ledgerReportQuery, loadLedgerFilters } from "./ledger";
import { loadOfframpReportFilters, offrampReportQuery } from "./offramp-report";
import { dayWindowQuery } from "./parsers";
import { loadSettlementFilters, settlementListQuery } from "./settlements";

describe("a window of days", () => {
  it("travels in order, and blanks do not travel", () => {
    expect(dayWindowQuery({ startDate: "2026-11-30", endDate: "2026-11-01" })).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
    expect(dayWindowQuery({ startDate: "2026-11-01", endDate: null })).toEqual({
      startDate: "2026-11-01",
      endDate: undefined,
    });
  });

  it("is sent in order by every report that filters on one", () => {
    const reversed = "?startDate=2026-11-30&endDate=2026-11-01";
    for (const query of [
      offrampReportQuery(loadOfframpReportFilters(reversed)),
      ledgerReportQuery(loadLedgerFilters(reversed)),
      settlementListQuery(loadSettlementFilters(reversed)),
    ]) {
      expect(query).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-30", page: 1, limit: 20 });
    }
  });
});
