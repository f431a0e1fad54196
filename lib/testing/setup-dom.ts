import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no layout; Radix controls (switch, popper) measure themselves with a ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Forms load their checks on first focus (a dynamic import): on a busy 2-core machine that takes more than
// the default second. A check that never arrives still fails, at five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
