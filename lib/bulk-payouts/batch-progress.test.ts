import { describe, expect, it } from "vitest";
import { batchMoves, doneCount, rowsWord, sentWords, shownStates, timeLeftWords } from "./batch-progress";
import { counts } from "./testing/batch-fixture";

describe("a batch's progress in words", () => {
  it("counts rows with the noun agreeing", () => {
    expect(rowsWord(1)).toBe("1 row");
    expect(rowsWord(2)).toBe("2 rows");
    expect(rowsWord(1200)).toBe("1,200 rows");
  });

  it("says how many rows the service made payouts for, whatever the bank answered since", () => {
    expect(sentWords(counts({ waiting: 3 }), 3)).toBe("0 of 3 rows sent");
    expect(sentWords(counts({ sent: 1, completed: 1, failed: 1 }), 3)).toBe("3 of 3 rows sent");
    expect(sentWords(counts({ completed: 1 }), 1)).toBe("1 of 1 row sent");
    expect(sentWords(counts({ refused: 2, completed: 1 }), 3)).toBe("1 of 3 rows sent");
  });

  it("fills the bar with every row that will not be sent any more", () => {
    expect(
      doneCount(counts({ waiting: 1, quoting: 1, sent: 1, completed: 1, refused: 1, cancelled: 1 })),
    ).toBe(4);
  });

  it("rounds the time left up to whole minutes, and says nothing when nothing is sent", () => {
    expect(timeLeftWords(null)).toBeNull();
    expect(timeLeftWords(0)).toBeNull();
    expect(timeLeftWords(3)).toBe("less than a minute left");
    expect(timeLeftWords(60)).toBe("about 1 minute left");
    expect(timeLeftWords(61)).toBe("about 2 minutes left");
    expect(timeLeftWords(300)).toBe("about 5 minutes left");
    expect(timeLeftWords(3 * 3600)).toBe("about 3 hours left");
  });

  it("always shows completed and failed, and the other states only when rows are in them", () => {
    expect(shownStates(counts({ waiting: 3 }))).toEqual(["completed", "failed", "waiting"]);
    expect(shownStates(counts({ completed: 2, refused: 1 }))).toEqual(["completed", "failed", "refused"]);
  });

  it("keeps looking while a batch is prepared or sent, or a row is on its way, and stops when nothing moves", () => {
    expect(batchMoves({ status: "running", counts: counts({ waiting: 1 }) })).toBe(true);
    expect(batchMoves({ status: "preparing", counts: counts({ waiting: 1 }) })).toBe(true);
    expect(batchMoves({ status: "paused", counts: counts({ waiting: 1, quoting: 1 }) })).toBe(true);
    expect(batchMoves({ status: "finished", counts: counts({ sent: 1, completed: 2 }) })).toBe(true);
    expect(batchMoves({ status: "finished", counts: counts({ completed: 2, failed: 1 }) })).toBe(false);
    expect(batchMoves({ status: "paused", counts: counts({ waiting: 2 }) })).toBe(false);
    expect(batchMoves({ status: "awaiting_approval", counts: counts({ waiting: 2 }) })).toBe(false);
  });
});
