import { cn } from "@/lib/cn";
import type { BankAccount } from "@/lib/payments-api/offramp";
import { maskAccountNumber } from "../format";

/** A bank account as the payout flow names it: the holder, then the bank and the account's last digits. */
export function BankAccountLines({
  account,
  holderClassName,
}: {
  account: Pick<BankAccount, "accountName" | "bankName" | "accountNumber">;
  holderClassName?: string;
}) {
  return (
    <>
      <span className={cn("block truncate", holderClassName)}>{account.accountName}</span>
      <span className="block truncate text-muted-foreground">
        {account.bankName} <span className="font-mono">{maskAccountNumber(account.accountNumber)}</span>
      </span>
    </>
  );
}
