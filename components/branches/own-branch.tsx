import { Store } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Link } from "@/components/ui/link";
import type { Branch } from "@/lib/payments-api/branches";
import { BranchStatusBadge } from "./branch-status-badge";
import { branchHref } from "./hrefs";

/**
 * The Branches page of a member limited to one branch: that branch alone, by name, with the way to its
 * payments and links. Other branches are not listed for them.
 */
export function OwnBranch({
  accountId,
  branch,
}: {
  accountId: string;
  branch: Branch | "unavailable" | null;
}) {
  if (branch === "unavailable") {
    return (
      <ErrorState
        title="Your branch could not be loaded"
        message="The payments service did not answer in time. Reload the page to try again."
      />
    );
  }
  if (branch === null) {
    return (
      <ErrorState
        title="Your branch was not found"
        message="The branch you are limited to is no longer one of this account's. Ask an owner or admin to change your branch."
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Store className="size-4" aria-hidden="true" />
          <Link href={branchHref(accountId, branch.id)} className="hover:underline">
            {branch.name}
          </Link>
          <BranchStatusBadge isActive={branch.isActive} />
        </CardTitle>
        <CardDescription>
          You are limited to this branch: you see and create its payments and payment links only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>
          Code <code className="font-mono text-xs">{branch.code}</code>
          {branch.city ? ` · ${branch.city}` : null}
        </p>
      </CardContent>
    </Card>
  );
}
