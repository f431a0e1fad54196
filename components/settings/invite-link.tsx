"use client";

import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/format";

/** The one-time invitation link, shown once: the console keeps only its hash. */
export function InviteLink({
  email,
  url,
  expiresAt,
  branchName = null,
  onDone,
}: {
  email: string;
  url: string;
  expiresAt: string;
  /** The branch the invitee will be limited to, by name. */
  branchName?: string | null;
  onDone: () => void;
}) {
  const id = useId();
  // Without a configured public URL the server answers a path; the invitee needs the whole address.
  const link = typeof window === "undefined" ? url : new URL(url, window.location.origin).toString();
  return (
    <div role="status" className="grid gap-4 rounded-lg border border-success/40 bg-success/5 p-4">
      <p className="flex items-start gap-2 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          Invitation created for <strong className="font-medium">{email}</strong>
          {branchName ? (
            <>
              , limited to the branch <strong className="font-medium">{branchName}</strong>
            </>
          ) : null}
          . Send them this link; it works once and expires {formatDateTime(expiresAt)}. It will not be shown
          again.
        </span>
      </p>
      <div className="grid gap-2">
        <Label htmlFor={id}>Invitation link</Label>
        <div className="flex items-center gap-1">
          <Input
            id={id}
            readOnly
            value={link}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link} label="Copy invitation link" showText variant="outline" size="default" />
        </div>
      </div>
      <div>
        <Button variant="outline" size="sm" onClick={onDone}>
          Invite someone else
        </Button>
      </div>
    </div>
  );
}
