import { CheckCircle2, Clock, Loader, Undo2, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { type ApprovalStatus, approvalStatusWords } from "@/lib/approvals";

const looks = {
  pending: { variant: "warning", icon: Clock },
  sending: { variant: "info", icon: Loader },
  sent: { variant: "success", icon: CheckCircle2 },
  refused: { variant: "destructive", icon: XCircle },
  rejected: { variant: "secondary", icon: XCircle },
  withdrawn: { variant: "secondary", icon: Undo2 },
} as const;

/** An approval's status as words, colour and icon together. */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const look = looks[status];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {approvalStatusWords[status]}
    </Badge>
  );
}
