import { FlaskConical, Radio } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ShellAccount } from "./types";

const looks = {
  // Sandbox is play money: amber, like a test-mode stripe. Production moves real money: red, so that it is
  // never mistaken for the sandbox at a glance.
  sandbox: { label: "Sandbox", icon: FlaskConical, className: "bg-env-sandbox text-env-sandbox-foreground" },
  production: {
    label: "Production",
    icon: Radio,
    className: "bg-env-production text-env-production-foreground",
  },
} as const;

export function EnvironmentBadge({
  environment,
  size = "default",
  className,
}: {
  environment: ShellAccount["environment"];
  size?: "default" | "sm";
  className?: string;
}) {
  const look = looks[environment];
  const Icon = look.icon;
  return (
    <span
      data-environment={environment}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-md font-semibold tracking-wide uppercase",
        size === "sm" ? "px-1.5 py-0.5 text-[10px]" : "px-2 py-0.5 text-xs",
        look.className,
        className,
      )}
    >
      <Icon className={size === "sm" ? "size-3" : "size-3.5"} aria-hidden="true" />
      {look.label}
    </span>
  );
}

/** A thin stripe across the top of the console in the environment's colour. */
export function EnvironmentStripe({ environment }: { environment: ShellAccount["environment"] | null }) {
  if (!environment) return null;
  return (
    <div
      aria-hidden="true"
      className={cn("h-1 w-full shrink-0", environment === "sandbox" ? "bg-warning" : "bg-destructive")}
    />
  );
}
