import type { KeyboardEvent } from "react";

// recharts' accessibility layer steps with the left and right arrows, and in a vertical layout (a list of
// categories) the right arrow steps up the list. Here every arrow moves as it points (down and right: the
// next row) and Home and End go to the first and last row: each key is passed on to recharts as the step it
// means, once or as many times as there are rows (recharts stops at either end).

const NEXT = new Set(["ArrowRight", "ArrowDown", "End"]);
const PREVIOUS = new Set(["ArrowLeft", "ArrowUp", "Home"]);
/** The key presses passed on, which go through to recharts as they are. */
const passedOn = new WeakSet<Event>();

/** A capture-phase key handler for the box around a recharts chart of `rowCount` rows. */
export function stepKeys(categories: boolean, rowCount: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const surface = event.target;
    const { key } = event;
    if (passedOn.has(event.nativeEvent) || !(NEXT.has(key) || PREVIOUS.has(key))) return;
    if (!(surface instanceof Element) || !surface.matches("svg.recharts-surface")) return;
    event.preventDefault();
    event.stopPropagation();
    const next = categories ? "ArrowLeft" : "ArrowRight";
    const previous = categories ? "ArrowRight" : "ArrowLeft";
    const times = key === "Home" || key === "End" ? rowCount : 1;
    for (let i = 0; i < times; i++) {
      const press = new window.KeyboardEvent("keydown", {
        key: NEXT.has(key) ? next : previous,
        bubbles: true,
      });
      passedOn.add(press);
      surface.dispatchEvent(press);
    }
  };
}
