"use client";

import { routeErrorPage } from "@/components/shell/route-error-page";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";

// An unexpected failure of a page: the shell stays, the page says so and offers to try again.
export default routeErrorPage({
  className: "mx-auto mt-8 max-w-xl",
  titleAs: "h1",
  title: "This page could not be shown",
  message: "Something went wrong while loading it. Nothing was changed.",
  action: (
    <Button asChild variant="ghost" size="sm">
      <Link href="/">Go to the overview</Link>
    </Button>
  ),
});
