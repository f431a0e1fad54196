import {
  ArrowDownLeft,
  ArrowUpRight,
  CheckCircle2,
  CircleDashed,
  Clock,
  Eye,
  type LucideIcon,
  MinusCircle,
  Undo2,
  XCircle,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { type StatusKind, statusLook, type Tone } from "@/lib/status-looks";

export { type StatusKind, statusLook, statusLooks } from "@/lib/status-looks";

const tones: Record<
  Tone,
  { variant: "success" | "warning" | "info" | "destructive" | "secondary" | "outline"; icon: LucideIcon }
> = {
  success: { variant: "success", icon: CheckCircle2 },
  pending: { variant: "warning", icon: Clock },
  review: { variant: "info", icon: Eye },
  failed: { variant: "destructive", icon: XCircle },
  ended: { variant: "secondary", icon: MinusCircle },
  neutral: { variant: "outline", icon: CircleDashed },
  // Ledger entries: money in, money out, money back.
  credit: { variant: "success", icon: ArrowDownLeft },
  debit: { variant: "outline", icon: ArrowUpRight },
  refund: { variant: "secondary", icon: Undo2 },
};

export interface StatusBadgeProps {
  kind: StatusKind;
  status: string;
  className?: string;
}

/** A status as words, colour and icon together, so it reads the same without colour. */
export function StatusBadge({ kind, status, className }: StatusBadgeProps) {
  const look = statusLook(kind, status);
  const { variant, icon: Icon } = tones[look.tone];
  return (
    <Badge variant={variant} data-status={status} data-tone={look.tone} className={className}>
      <Icon aria-hidden="true" />
      {look.label}
    </Badge>
  );
}
