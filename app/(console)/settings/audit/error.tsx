"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

// The trail could not be read: say so, keep the settings tabs, and offer to try again.
export default function AuditError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="The audit log could not be loaded"
      message="Nothing was changed. The console could not read its audit trail just now."
    />
  );
}
