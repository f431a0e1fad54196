// How the tests and the benchmarks start Debian's Chromium: headless, and without the background traffic
// (updates, sync, field trials) that would otherwise knock on the closed network's doors.
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
