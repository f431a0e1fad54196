"use client";

import { type ReactNode, useMemo, useRef, useState } from "react";
import { renderQueryString } from "@/lib/url-state";
import { type UrlAdapter, UrlStateContext, UrlUpdateQueue, type UrlWriteOptions } from "./url-state";

/** One URL the hook wrote, as a test sees it. */
export interface UrlUpdateEvent {
  searchParams: URLSearchParams;
  /** `?a=1&b=2`, or "" when no parameter is left. */
  queryString: string;
  options: UrlWriteOptions;
}

export type OnUrlUpdate = (event: UrlUpdateEvent) => void;

export interface UrlStateTestingProviderProps {
  /** The URL's query when the test starts (`?status=PAID` or `status=PAID`). */
  searchParams?: string;
  /** Called with every URL written. */
  onUrlUpdate?: OnUrlUpdate;
  children?: ReactNode;
}

/** The URL state of the components inside, kept in memory instead of the browser's URL. */
export function UrlStateTestingProvider({
  searchParams = "",
  onUrlUpdate,
  children,
}: UrlStateTestingProviderProps) {
  const [current, setCurrent] = useState(() => new URLSearchParams(searchParams));
  const latest = useRef(current);
  const onUpdate = useRef(onUrlUpdate);
  onUpdate.current = onUrlUpdate;
  const [queue] = useState(() => new UrlUpdateQueue());
  const adapter = useMemo<UrlAdapter>(
    () => ({
      searchParams: current,
      snapshot: () => new URLSearchParams(latest.current),
      write: (search, options) => {
        const written = new URLSearchParams(search);
        latest.current = written;
        setCurrent(written);
        onUpdate.current?.({
          searchParams: new URLSearchParams(written),
          queryString: renderQueryString(written),
          options,
        });
      },
    }),
    [current],
  );
  // A new value when the URL changes, so every component reading it renders again, as with the router.
  const source = useMemo(() => ({ queue, useAdapter: () => adapter }), [queue, adapter]);
  return <UrlStateContext.Provider value={source}>{children}</UrlStateContext.Provider>;
}

/** A `wrapper` for Testing Library's render with UrlStateTestingProvider around it. */
export function withUrlStateTestingProvider(props: Omit<UrlStateTestingProviderProps, "children"> = {}) {
  return function UrlStateTestingWrapper({ children }: { children: ReactNode }) {
    return <UrlStateTestingProvider {...props}>{children}</UrlStateTestingProvider>;
  };
}
