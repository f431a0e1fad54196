import { ChevronRight } from "lucide-react";
import { EnvironmentBadge } from "@/components/shell/environment-badge";
import type { ShellAccount } from "@/components/shell/types";
import { Badge } from "@/components/ui/badge";
import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A membership as the accounts table lists it: the shell's account without what only the shell uses. */
export type AccountRow = Omit<ShellAccount, "permissions" | "pendingApprovals">;

/** The accounts the user is a member of; each name leads to the account's settings. */
export function AccountsTable({ accounts }: { accounts: AccountRow[] }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Environment</TableHead>
            <TableHead className="hidden md:table-cell">API key id</TableHead>
            <TableHead className="hidden sm:table-cell">Your role</TableHead>
            <TableHead>
              <span className="sr-only">Open</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell className="max-w-56 whitespace-normal">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    href={`/settings/accounts/${account.id}`}
                    className="font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {account.name}
                  </Link>
                  {account.capabilities.includes("AGGREGATOR") ? (
                    <Badge variant="info">Aggregator</Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>
                <EnvironmentBadge environment={account.environment} size="sm" />
              </TableCell>
              <TableCell className="hidden font-mono text-xs md:table-cell">{account.keyId}</TableCell>
              <TableCell className="hidden capitalize sm:table-cell">
                {account.role}
                {account.branchId ? <span className="text-muted-foreground"> · one branch</span> : null}
              </TableCell>
              <TableCell className="w-10 text-right">
                <Link
                  href={`/accounts/${account.id}`}
                  aria-label={`Open ${account.name}`}
                  className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
