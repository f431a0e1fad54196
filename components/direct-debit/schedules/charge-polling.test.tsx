import { describe, expect, it } from "vitest";
import { chargeFixture, chargesAnswerFixture, scheduleFixture } from "../testing/schedule-fixture";
import { chargesMoving } from "./charge-polling";

// 2026-11-30 10:00 in Colombo.
const now = new Date("2026-11-30T04:30:00.000Z");
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();
const inMinutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const charges = (...list: ReturnType<typeof chargeFixture>[]) => chargesAnswerFixture({ charges: list });

describe("chargesMoving", () => {
  it("is true while a charge is sent or made and not paid, for a few minutes", () => {
    expect(chargesMoving(charges(chargeFixture({ state: "sending", updatedAt: minutesAgo(1) })), now)).toBe(
      true,
    );
    expect(chargesMoving(charges(chargeFixture({ state: "made", updatedAt: minutesAgo(9) })), now)).toBe(
      true,
    );
    expect(chargesMoving(charges(chargeFixture({ state: "made", updatedAt: minutesAgo(11) })), now)).toBe(
      false,
    );
  });

  it("is true for a retry due within a minute, not for one due in an hour", () => {
    expect(chargesMoving(charges(chargeFixture({ state: "waiting", notBefore: inMinutes(0.5) })), now)).toBe(
      true,
    );
    expect(chargesMoving(charges(chargeFixture({ state: "waiting", notBefore: inMinutes(60) })), now)).toBe(
      false,
    );
  });

  it("is true for an active schedule due today in Colombo, not a paused one or one due tomorrow", () => {
    const due = (nextDueDate: string, state: "active" | "paused" = "active") =>
      chargesAnswerFixture({ schedules: [scheduleFixture({ nextDueDate, state })] });
    expect(chargesMoving(due("2026-11-30"), now)).toBe(true);
    expect(chargesMoving(due("2026-11-30", "paused"), now)).toBe(false);
    expect(chargesMoving(due("2026-12-01"), now)).toBe(false);
    // 23:00 UTC on the 30th is already the 1st in Colombo.
    expect(chargesMoving(due("2026-12-01"), new Date("2026-11-30T23:00:00.000Z"))).toBe(true);
  });

  it("is false when everything has settled", () => {
    expect(chargesMoving(charges(chargeFixture(), chargeFixture({ state: "failed" })), now)).toBe(false);
  });
});
