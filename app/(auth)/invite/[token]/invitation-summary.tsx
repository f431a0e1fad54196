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
  branchName,
}: {
  accountName: string;
  email: string;
  role: Role;
  branchId: string | null;
  /** The branch's name, when the service could say it. */
  branchName: string | null;
}) {
  const branch = branchName ?? "One branch (its name could not be read just now)";
  const rows: Array<[string, string]> = [
    ["Merchant account", accountName],
    ["Role", roleLabels[role]],
    ["Branch", branchId ? branch : "All branches"],
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
