import {
  Ban,
  CheckCircle2,
  CircleDashed,
  Clock,
  Loader,
  type LucideIcon,
  Pause,
  Send,
  XCircle,
} from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import {
  BATCH_STATUS_LABELS,
  type BatchStatus,
  ROW_STATE_LABELS,
  type RowState,
} from "@/lib/bulk-payouts/batch-values";

// A batch's status and a row's state as words, colour and icon together, so they read the same without colour.

type Look = { variant: NonNullable<BadgeProps["variant"]>; icon: LucideIcon };

const batchLooks: Record<BatchStatus, Look> = {
  preparing: { variant: "info", icon: Loader },
  awaiting_approval: { variant: "warning", icon: Clock },
  running: { variant: "info", icon: Loader },
  paused: { variant: "warning", icon: Pause },
  finished: { variant: "success", icon: CheckCircle2 },
  cancelled: { variant: "secondary", icon: Ban },
  rejected: { variant: "secondary", icon: XCircle },
};

const rowLooks: Record<RowState, Look> = {
  waiting: { variant: "outline", icon: CircleDashed },
  quoting: { variant: "info", icon: Loader },
  sent: { variant: "info", icon: Send },
  completed: { variant: "success", icon: CheckCircle2 },
  failed: { variant: "destructive", icon: XCircle },
  refused: { variant: "destructive", icon: Ban },
  cancelled: { variant: "secondary", icon: Ban },
};

function LookBadge({ look, label, status }: { look: Look; label: string; status: string }) {
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} data-status={status}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

export const BatchStatusBadge = ({ status }: { status: BatchStatus }) => (
  <LookBadge look={batchLooks[status]} label={BATCH_STATUS_LABELS[status]} status={status} />
);

export const RowStateBadge = ({ state }: { state: RowState }) => (
  <LookBadge look={rowLooks[state]} label={ROW_STATE_LABELS[state]} status={state} />
);
