"use client";

import { routeErrorPage } from "@/components/shell/route-error-page";

// The list could not be read: say so, keep the settings tabs, and offer to try again.
export default routeErrorPage({
  title: "Your sessions could not be loaded",
  message: "Nothing was changed. The console could not read your sessions just now.",
});
