"use client";

import { routeErrorPage } from "@/components/shell/route-error-page";

// The requests could not be read: say so and offer to try again.
export default routeErrorPage({
  title: "Approvals could not be loaded",
  message: "Nothing was approved, rejected or sent. The console could not read its approvals just now.",
});
