"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

// The requests could not be read: say so and offer to try again.
export default function ApprovalsError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="Approvals could not be loaded"
      message="Nothing was approved, rejected or sent. The console could not read its approvals just now."
    />
  );
}
