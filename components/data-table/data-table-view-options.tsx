"use client";

import { Check, Settings2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Table } from "./table-model";

const ITEM =
  "relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>("[role=menuitemcheckbox]") ?? [])];
}

/**
 * The "Columns" menu: show or hide every column that allows hiding (`enableHiding: false` keeps one fixed).
 * A menu button with checkbox items, as the WAI-ARIA menu pattern has it: arrows, Home and End move, Space
 * or Enter toggles and keeps the menu open (several columns in one go), Escape closes it and returns to the
 * button, Tab or a click elsewhere closes it.
 */
export function DataTableViewOptions<TData>({ table }: { table: Table<TData> }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const columns = table.columns.filter((column) => column.canHide);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (columns.length === 0) return null;

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = menuItems(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Settings2 aria-hidden="true" />
        Columns
      </Button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={labelId}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1 w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <div id={labelId} className="px-2 py-1.5 text-sm font-medium">
            Show columns
          </div>
          <hr className="-mx-1 my-1 h-px border-0 bg-border" />
          {columns.map((column) => (
            // A button: Space and Enter toggle it, as they do a menu's checkbox item.
            <button
              key={column.id}
              type="button"
              role="menuitemcheckbox"
              aria-checked={column.visible}
              tabIndex={-1}
              className={ITEM}
              onClick={() => column.setVisible(!column.visible)}
              onPointerMove={(event) => event.currentTarget.focus()}
            >
              <span className="absolute left-2 flex size-3.5 items-center justify-center">
                {column.visible ? (
                  <Check className="size-4 text-muted-foreground" aria-hidden="true" />
                ) : null}
              </span>
              {column.meta?.label ?? column.id}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
