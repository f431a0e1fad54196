"use client";

import {
  cloneElement,
  type DOMAttributes,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from "react";

const loadTooltip = () => import("./tooltip");
const SimpleTooltip = lazy(() => loadTooltip().then((module) => ({ default: module.SimpleTooltip })));

type Trigger = ReactElement<DOMAttributes<Element>>;

/**
 * A tooltip on one element whose code (Radix's tooltip and its positioning) loads the first time the
 * pointer or the focus reaches the element; it then opens if the pointer is still there. For tables, where
 * every row has one and few are ever read. The element's own pointer and focus handlers are kept.
 */
export function LazyTooltip({ content, children }: { content: ReactNode; children: Trigger }) {
  // null: not reached yet; then whether the pointer (or focus) is on the element.
  const [over, setOver] = useState<boolean | null>(null);
  const own = children.props;
  if (over === null) {
    return cloneElement(children, {
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        setOver(true);
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        setOver(true);
      },
    });
  }
  const waiting = cloneElement(children, {
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setOver(false);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setOver(false);
    },
  });
  return (
    <Suspense fallback={waiting}>
      <SimpleTooltip content={content} defaultOpen={over}>
        {children}
      </SimpleTooltip>
    </Suspense>
  );
}
