"use client";

import type { ComponentProps } from "react";
import { RouteError, type RouteErrorProps } from "@/components/route-error";

type RouteErrorWords = Omit<ComponentProps<typeof RouteError>, keyof RouteErrorProps>;

/**
 * A route's `error.tsx`: RouteError in the route's own words ("Approvals could not be loaded"), with the
 * failure and the retry Next gives it.
 */
export function routeErrorPage(words: RouteErrorWords) {
  return function RouteErrorPage(props: RouteErrorProps) {
    return <RouteError {...props} {...words} />;
  };
}
