import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

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
// Files share one module cache and one jsdom (vitest.config.mts): a spy a file puts on a prototype
// (getBoundingClientRect, say) must not outlive the file.
afterAll(() => {
  vi.restoreAllMocks();
});
