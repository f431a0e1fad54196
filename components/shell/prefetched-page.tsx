import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

/**
 * A page whose first data the server read: its header, then its content with the queries of `client`
 * handed to the browser's cache, so the first render needs no request.
 */
export function PrefetchedPage({
  client,
  title,
  description,
  actions,
  children,
}: {
  client: QueryClient;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <PageHeader title={title} description={description} actions={actions} />
      <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
    </div>
  );
}
