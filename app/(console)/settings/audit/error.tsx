"use client";

import { routeErrorPage } from "@/components/shell/route-error-page";

// The trail could not be read: say so, keep the settings tabs, and offer to try again.
export default routeErrorPage({
  title: "The audit log could not be loaded",
  message: "Nothing was changed. The console could not read its audit trail just now.",
});
