import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Payment } from "@/lib/payments-api/payments";

export function PaymentGoodsCard({ goods }: { goods: Payment["goods"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Goods</CardTitle>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">Name</TableHead>
              <TableHead scope="col">Description</TableHead>
              <TableHead scope="col" className="text-right">
                MCC
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {goods.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: goods lines have no id and never reorder.
              <TableRow key={index}>
                <TableCell className="font-medium whitespace-normal">{item.name}</TableCell>
                <TableCell className="whitespace-normal text-muted-foreground">
                  {item.description || "—"}
                </TableCell>
                <TableCell className="text-right font-mono text-xs">{item.mccCode}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
