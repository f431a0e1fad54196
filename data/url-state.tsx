"use client";

import { useRouter, useSearchParams } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";
import {
  type inferParserType,
  type Options,
  type ParserMap,
  readValue,
  renderQueryString,
  serializeValue,
  type Values,
} from "@/lib/url-state";

// The browser side of lib/url-state: a hook that reads a parser map's values from the URL and writes changes
// back with the History API, which Next keeps `useSearchParams` in step with (shallow: no server render).
// Changes made in one event are written together, as one history entry; until the router has caught up,
// the hook shows what was written, so a control never flickers back.

/** How a written URL was written. */
export interface UrlWriteOptions {
  history: "replace" | "push";
  shallow: boolean;
  scroll: boolean;
}

/** Where the hook reads and writes the query: the browser's URL through Next, or a test's memory. */
export interface UrlAdapter {
  /** The query React renders with. */
  searchParams: URLSearchParams;
  /** The query the URL holds now (it can be ahead of `searchParams` until the router re-renders). */
  snapshot(): URLSearchParams;
  write(search: URLSearchParams, options: UrlWriteOptions): void;
}

type StartTransition = (callback: () => void) => void;

/** Changes waiting for the next tick, then written; what was written stays visible until the URL shows it. */
export class UrlUpdateQueue {
  private pending = new Map<string, string | null>();
  private written = new Map<string, string | null>();
  private options: UrlWriteOptions = { history: "replace", shallow: true, scroll: false };
  private transitions = new Set<StartTransition>();
  private adapter: UrlAdapter | null = null;
  private flushing: Promise<URLSearchParams> | null = null;
  private listeners = new Set<() => void>();
  private version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The query text of `key` as the hook should show it. */
  query(key: string, adapter: UrlAdapter): string | null {
    if (this.pending.has(key)) return this.pending.get(key) ?? null;
    if (this.written.has(key)) {
      const written = this.written.get(key) ?? null;
      // Written and still in the URL: the router has not caught up yet. Anything else moved the URL since.
      if (adapter.snapshot().get(key) === written) return written;
    }
    return adapter.searchParams.get(key);
  }

  /** Forgets writes the router has caught up with, or that the URL has left (Back, another navigation). */
  acknowledge(adapter: UrlAdapter) {
    if (this.written.size === 0) return;
    const now = adapter.snapshot();
    for (const key of this.written.keys()) {
      if (adapter.searchParams.get(key) === now.get(key)) this.written.delete(key);
    }
  }

  push(
    updates: [key: string, query: string | null][],
    options: Partial<UrlWriteOptions> & { startTransition?: StartTransition },
    adapter: UrlAdapter,
  ): Promise<URLSearchParams> {
    for (const [key, query] of updates) this.pending.set(key, query);
    if (options.history === "push") this.options.history = "push";
    if (options.shallow === false) this.options.shallow = false;
    if (options.scroll) this.options.scroll = true;
    if (options.startTransition) this.transitions.add(options.startTransition);
    this.adapter = adapter;
    this.changed();
    this.flushing ??= new Promise((resolve) => setTimeout(() => resolve(this.flush()), 0));
    return this.flushing;
  }

  private flush(): URLSearchParams {
    const adapter = this.adapter;
    const search = adapter ? adapter.snapshot() : new URLSearchParams();
    for (const [key, query] of this.pending) {
      if (query === null) search.delete(key);
      else search.set(key, query);
    }
    const options = this.options;
    const transitions = [...this.transitions];
    for (const [key, query] of this.pending) this.written.set(key, query);
    this.pending = new Map();
    this.options = { history: "replace", shallow: true, scroll: false };
    this.transitions = new Set();
    this.flushing = null;
    if (adapter) {
      let run = () => adapter.write(search, options);
      for (const startTransition of transitions.reverse()) {
        const inner = run;
        run = () => startTransition(inner);
      }
      run();
    }
    this.changed();
    return search;
  }
}

function useNextAdapter(): UrlAdapter {
  const searchParams = useSearchParams();
  const router = useRouter();
  return useMemo(
    () => ({
      searchParams: searchParams ?? new URLSearchParams(),
      snapshot: () => new URLSearchParams(window.location.search),
      write: (search, { history, shallow, scroll }) => {
        const url = window.location.pathname + renderQueryString(search) + window.location.hash;
        if (history === "push") window.history.pushState(null, "", url);
        else window.history.replaceState(null, "", url);
        if (scroll) window.scrollTo(0, 0);
        if (!shallow) router.replace(url, { scroll: false });
      },
    }),
    [searchParams, router],
  );
}

interface UrlStateSource {
  useAdapter: () => UrlAdapter;
  queue: UrlUpdateQueue;
}

/** The page's URL through Next by default; a test puts its own source in (data/url-state-testing.tsx). */
export const UrlStateContext = createContext<UrlStateSource>({
  useAdapter: useNextAdapter,
  queue: new UrlUpdateQueue(),
});

export type UrlStateSetter<P extends ParserMap> = (
  change: Values<P> | ((current: inferParserType<P>) => Values<P>) | null,
  options?: Options,
) => Promise<URLSearchParams>;

/**
 * A parser map's values in the URL and a setter. The setter takes some of the values (`null` removes one, a
 * value equal to its default is left out of the URL) or a function of the current values, or `null` for
 * all; parameters of other maps are kept. Its options override the hook's for that change; several changes
 * in one tick are written once, pushed if any of them asked to push.
 */
export function useUrlState<P extends ParserMap>(
  parsers: P,
  hookOptions: Options = {},
): [inferParserType<P>, UrlStateSetter<P>] {
  const { useAdapter, queue } = useContext(UrlStateContext);
  const adapter = useAdapter();
  useSyncExternalStore(queue.subscribe, queue.getVersion, queue.getVersion);

  const read = useCallback(
    (source: UrlAdapter): [(string | null)[], inferParserType<P>] => {
      const entries = Object.entries(parsers);
      const queries = entries.map(([key]) => queue.query(key, source));
      const values = Object.fromEntries(
        entries.map(([key, parser], index) => [key, readValue(parser, queries[index] ?? null)]),
      );
      return [queries, values as inferParserType<P>];
    },
    [parsers, queue],
  );

  // The same object while the URL holds the same text for these keys, so effects and memos keyed on it hold.
  const cache = useRef<{ parsers: P; queries: (string | null)[]; values: inferParserType<P> } | null>(null);
  const [queries, fresh] = read(adapter);
  if (
    cache.current === null ||
    cache.current.parsers !== parsers ||
    cache.current.queries.some((query, index) => query !== queries[index])
  ) {
    cache.current = { parsers, queries, values: fresh };
  }
  const values = cache.current.values;

  const adapterRef = useRef(adapter);
  useEffect(() => {
    adapterRef.current = adapter;
    queue.acknowledge(adapter);
  }, [adapter, queue]);

  const { history, shallow, scroll, startTransition } = hookOptions;
  const setValues = useCallback<UrlStateSetter<P>>(
    (change, options = {}) => {
      const current = adapterRef.current;
      const next = typeof change === "function" ? change(read(current)[1]) : change;
      const updates: [string, string | null][] = [];
      for (const [key, parser] of Object.entries(parsers)) {
        const value = next === null ? null : Object.hasOwn(next, key) ? next[key] : undefined;
        if (value !== undefined) updates.push([key, serializeValue(parser, value)]);
      }
      return queue.push(
        updates,
        {
          history: options.history ?? history,
          shallow: options.shallow ?? shallow,
          scroll: options.scroll ?? scroll,
          startTransition: options.startTransition ?? startTransition,
        },
        current,
      );
    },
    [parsers, queue, read, history, shallow, scroll, startTransition],
  );

  return [values, setValues];
}
