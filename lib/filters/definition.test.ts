import { describe, expect, it } from "vitest";
import { auditFilters, loadAuditFilterParams } from "./audit";
import { activeFilterCount, filterKeys, hasActiveFilters } from "./definition";
import { ledgerFilters, loadLedgerFilters } from "./ledger";
import { loadOfframpReportFilters, offrampReportFilters } from "./offramp-report";
import { loadPaymentFilters, paymentFilters } from "./payments";
import { inboxFilters, loadInboxFilters } from "./webhook-inbox";

describe("a list's filter definition", () => {
  it("counts a payments view's filters, not its paging, and not blanks", () => {
    expect(activeFilterCount(paymentFilters, loadPaymentFilters("?page=3&pageSize=50"))).toBe(0);
    const filters = loadPaymentFilters("?status=PAID&dateRange=last30&ids=a,b&search=%20");
    expect(activeFilterCount(paymentFilters, filters)).toBe(3);
    expect(activeFilterCount(paymentFilters, loadPaymentFilters("?ids=%20"))).toBe(0);
    expect(hasActiveFilters(paymentFilters, loadPaymentFilters("?search=%20%20"))).toBe(false);
  });

  it("counts a date window once and leaves sorting out", () => {
    const window = "?startDate=2026-11-01&endDate=2026-11-02&sortBy=amount_lkr&sortOrder=asc";
    expect(activeFilterCount(offrampReportFilters, loadOfframpReportFilters(window))).toBe(1);
    expect(activeFilterCount(ledgerFilters, loadLedgerFilters("?sortOrder=asc"))).toBe(0);
    expect(activeFilterCount(ledgerFilters, loadLedgerFilters("?type=CREDIT&endDate=2026-11-02"))).toBe(2);
  });

  it("counts the lists that had no count before: the inbox and the audit trail", () => {
    const inbox = loadInboxFilters("?type=payment.paid&resourceId=not-an-id&page=2");
    expect(activeFilterCount(inboxFilters, inbox)).toBe(2);
    const person = "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11";
    const audit = loadAuditFilterParams(`?person=${person}&startDate=2026-11-01&page=before-12`);
    expect(activeFilterCount(auditFilters, audit)).toBe(2);
  });

  it("clears every filter but keeps the order", () => {
    expect(filterKeys(offrampReportFilters)).toEqual(["status", "startDate", "endDate"]);
    expect(filterKeys(ledgerFilters)).toEqual(["type", "startDate", "endDate"]);
    expect(filterKeys(paymentFilters)).toEqual([
      "search",
      "status",
      "dateRange",
      "startDate",
      "endDate",
      "branchId",
      "ids",
    ]);
  });

  it("names only URL parameters its list reads", () => {
    for (const definition of [
      paymentFilters,
      offrampReportFilters,
      ledgerFilters,
      inboxFilters,
      auditFilters,
    ]) {
      for (const key of filterKeys(definition)) expect(Object.keys(definition.parsers)).toContain(key);
      if (definition.pageSize) expect(Object.keys(definition.parsers)).toContain(definition.pageSize.key);
    }
  });
});
