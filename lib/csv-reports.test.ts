import { describe, expect, it } from "vitest";
import {
  accountLast4,
  LEDGER_CSV_HEADER,
  ledgerCsvLine,
  OFFRAMP_CSV_HEADER,
  offrampCsvLine,
} from "./csv-reports";

describe("offrampCsvLine", () => {
  it("writes every field, the status in words, USDT exactly and only the account's last four", () => {
    expect(OFFRAMP_CSV_HEADER).toBe(
      "payoutId,status,statusLabel,amountUsdt,amountLkr,rateUsdtLkr,endUserId,bankName,accountLast4,bankRef,externalRef,failureReason,createdAt (Asia/Colombo),processedAt (Asia/Colombo),completedAt (Asia/Colombo),failedAt (Asia/Colombo)\r\n",
    );
    expect(
      offrampCsvLine({
        paymentId: "off_1",
        externalRef: "=HYPERLINK(1)",
        status: "FAILED",
        amountUsdt: 10.12345678,
        amountLkr: 3000.5,
        rateUsdtLkr: 296.3912,
        bankRef: null,
        failureReason: "Account closed, returned",
        externalUserId: "user-7",
        accountNumber: "0012 3456 7890",
        bankName: "Bank of Ceylon",
        processedAt: null,
        completedAt: null,
        failedAt: "2026-11-21T18:45:00.000Z",
        createdAt: "2026-11-21T18:40:00.000Z",
      }),
    ).toBe(
      'off_1,FAILED,Failed,10.12345678,3000.50,296.3912,user-7,Bank of Ceylon,7890,,\'=HYPERLINK(1),"Account closed, returned",2026-11-22T00:10:00.000+05:30,,,2026-11-22T00:15:00.000+05:30\r\n',
    );
  });

  it("keeps the last four characters of an account number, without separators", () => {
    expect(accountLast4("123-456-78")).toBe("5678");
  });
});

describe("ledgerCsvLine", () => {
  it("writes the entry with its type in words and LKR at two places", () => {
    expect(LEDGER_CSV_HEADER).toBe(
      "entryId,type,typeLabel,amountLkr,balanceAfterLkr,payoutId,bankRef,notes,createdAt (Asia/Colombo)\r\n",
    );
    expect(
      ledgerCsvLine({
        id: "led_1",
        type: "DEBIT",
        amountLkr: 1500,
        balanceAfter: 98500.25,
        aggregatorOfframpId: "off_1",
        bankRef: null,
        notes: "+ payout",
        createdAt: "2026-01-01T00:00:00.000Z",
      }),
    ).toBe("led_1,DEBIT,Debit,1500.00,98500.25,off_1,,'+ payout,2026-01-01T05:30:00.000+05:30\r\n");
  });
});
