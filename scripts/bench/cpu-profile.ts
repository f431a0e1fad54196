// Where a page's main-thread time goes, by script: V8's CPU profile of one view (DevTools' Profiler), its
// self time summed per script file. Used by the vitals benchmark to name the chunk that dominates a page
// over its target.
import type { Page } from "@playwright/test";
import { type Served, servedSize } from "../../e2e/helpers/served-size";

export interface ScriptTime {
  /** The script's file name, or what V8 calls time outside any script ("(program)", "(garbage collector)"). */
  script: string;
  url: string;
  ms: number;
  size?: Served;
  /** What the script is known to hold, by a mark only that code carries: "recharts", "react-dom". */
  holds?: string;
}

/** Marks only one library's code carries, to say what a chunk holds without a source map. */
const MARKS: [RegExp, string][] = [
  [/recharts-surface/, "recharts"],
  [/__reactFiber\$/, "react-dom"],
  [/\bnuqs\b/, "nuqs"],
];

/** "recharts, react-dom": what a script fetched from the console holds, by the marks above. */
async function holds(url: string): Promise<string | undefined> {
  if (/\/turbopack-[^/]*\.js$/.test(url)) return "Turbopack's module runtime";
  const text = await fetch(url)
    .then((response) => response.text())
    .catch(() => "");
  const names = MARKS.filter(([mark]) => mark.test(text)).map(([, name]) => name);
  return names.length > 0 ? names.join(", ") : undefined;
}

/** The part of a V8 CPU profile (`Profiler.Profile`) this reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per script in milliseconds, largest first; idle time left out. */
export function selfTimeByScript(profile: CpuProfile): ScriptTime[] {
  const where = new Map(
    profile.nodes.map((node) => [node.id, node.callFrame.url || node.callFrame.functionName || "(unknown)"]),
  );
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const totals = new Map<string, number>();
  // Each sample's time runs until the next sample is taken.
  for (let i = 0; i < samples.length; i++) {
    const place = where.get(samples[i] as number) ?? "(unknown)";
    if (place === "(idle)") continue;
    totals.set(place, (totals.get(place) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals.entries()]
    .map(([url, ms]) => ({ url, ms, script: url.startsWith("(") ? url : (url.split("/").at(-1) ?? url) }))
    .sort((a, b) => b.ms - a.ms);
}

/** Starts profiling `page` (before it navigates); `stop()` gives its self time by script with their sizes. */
export async function cpuProfileByScript(page: Page): Promise<{ stop: () => Promise<ScriptTime[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 1_000 });
  await cdp.send("Profiler.start");
  return {
    stop: async () => {
      const { profile } = await cdp.send("Profiler.stop");
      await cdp.detach();
      const times = selfTimeByScript(profile).slice(0, 8);
      for (const time of times) {
        if (!time.url.includes("/_next/static/")) continue;
        time.size = await servedSize(time.url).catch(() => undefined);
        time.holds = await holds(time.url);
      }
      return times;
    },
  };
}
