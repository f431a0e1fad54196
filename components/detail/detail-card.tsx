import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type DetailItem, DetailList } from "./detail-list";

/** A card of label–value pairs under its title: a detail page's "Details", "Customer", "Identifiers". */
export function DetailCard({
  title,
  items,
  layout,
  className,
}: {
  title: ReactNode;
  items: readonly DetailItem[];
  layout?: "columns" | "rows";
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList items={items} layout={layout} />
      </CardContent>
    </Card>
  );
}
