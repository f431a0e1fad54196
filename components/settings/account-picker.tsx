"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** Chooses which account a settings page shows, kept in the URL (?account=) so the view can be shared. */
export function AccountPicker({
  accounts,
  selectedId,
}: {
  accounts: { id: string; name: string; environment: string }[];
  selectedId: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={id}>Merchant account</Label>
      <NativeSelect
        id={id}
        value={selectedId}
        onChange={(event) => router.push(`${pathname}?account=${encodeURIComponent(event.target.value)}`)}
      >
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name} ({account.environment})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
