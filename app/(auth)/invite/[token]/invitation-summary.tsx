import type { Role } from "@/server/auth/policy";

const roleLabels: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  developer: "Developer",
  finance: "Finance",
  staff: "Staff",
};

/** Who is invited to what: the facts a person checks before accepting. */
export function InvitationSummary({
  accountName,
  email,
  role,
  branchId,
}: {
  accountName: string;
  email: string;
  role: Role;
  branchId: string | null;
}) {
  const rows: Array<[string, string]> = [
    ["Merchant account", accountName],
    ["Role", roleLabels[role]],
    ...(branchId ? ([["Branch", branchId]] as Array<[string, string]>) : []),
    ["Email", email],
  ];
  return (
    <dl className="mb-6 divide-y rounded-md border text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-baseline justify-between gap-4 px-3 py-2">
          <dt className="shrink-0 text-muted-foreground">{term}</dt>
          <dd className="min-w-0 truncate text-right font-medium" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
