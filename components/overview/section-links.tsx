import { ChevronRight } from "lucide-react";
import type { NavItem } from "@/components/shell/nav-items";
import Link from "@/components/ui/link";
import { sectionDescriptions } from "./section-descriptions";

/** Cards that lead to the account's sections, the same ones the sidebar offers this member. */
export function SectionLinks({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="sections-heading" className="grid gap-3">
      <h2 id="sections-heading" className="text-sm font-medium text-muted-foreground">
        Go to
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{item.label}</span>
                  {sectionDescriptions[item.id] ? (
                    <span className="text-sm text-muted-foreground">{sectionDescriptions[item.id]}</span>
                  ) : null}
                </span>
                <ChevronRight
                  className="mt-1 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
