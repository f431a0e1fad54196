import "server-only";

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and iPhone/iPad/Android say "Linux"
// or "Mac OS X". The first match names the browser and the system.
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\/\w+$/, "Safari"],
  [/\bcurl\//, "curl"],
];

const systems: Array<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const MAX_USER_AGENT = 512;

/**
 * A short name a person recognises for the browser a session signed in with: "Chrome on Linux", "Safari on
 * iPhone", "Firefox", "Unknown device". Never the raw User-Agent, which is long and says little to people.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? "").slice(0, MAX_USER_AGENT);
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return "Unknown device";
}
