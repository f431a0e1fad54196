import type { ReactNode, SVGProps } from "react";

// A few icons as plain SVG, drawn as lucide draws them (lucide-react, ISC licence). lucide-react's icons
// are client components (they read a context), so even one drawn on the server makes the page load
// lucide's code; the pages that must stay small (sign-in, setup, invitations, "not found") use these.
// They are decoration only (hidden from assistive technology): the words beside them carry the meaning.

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function PlainIcon({
  name,
  className,
  children,
  ...props
}: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <PlainIcon name="wallet" {...props}>
      <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
      <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
    </PlainIcon>
  );
}

export function SearchXIcon(props: IconProps) {
  return (
    <PlainIcon name="search-x" {...props}>
      <path d="m13.5 8.5-5 5" />
      <path d="m8.5 8.5 5 5" />
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </PlainIcon>
  );
}

export function CircleAlertIcon(props: IconProps) {
  return (
    <PlainIcon name="circle-alert" {...props}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </PlainIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <PlainIcon name="info" {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </PlainIcon>
  );
}

export function SpinnerIcon(props: IconProps) {
  return (
    <PlainIcon name="loader-circle" {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </PlainIcon>
  );
}
