"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

// The list could not be read: say so, keep the settings tabs, and offer to try again.
export default function SessionsError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="Your sessions could not be loaded"
      message="Nothing was changed. The console could not read your sessions just now."
    />
  );
}
