"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { type ChargeValues, EMPTY_GOODS_LINE, type GoodsType, goodsTypeNames } from "./charge-form-values";

const MAX_ITEMS = 50;

/** The optional goods of the charge, item by item; none is fine, the product name describes the charge. */
export function ChargeGoodsFields() {
  const { control } = useFormContext<ChargeValues>();
  const items = useFieldArray({ control, name: "goods" });
  return (
    <div className="grid gap-4">
      {items.fields.map((item, index) => {
        const n = index + 1;
        return (
          <fieldset key={item.id} className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Item {n}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField control={control} name={`goods.${index}.goodsType`} label={`Item ${n} type`}>
                {(Object.keys(goodsTypeNames) as GoodsType[]).map((type) => (
                  <option key={type} value={type}>
                    {goodsTypeNames[type]} ({type})
                  </option>
                ))}
              </SelectField>
              <TextField
                control={control}
                name={`goods.${index}.goodsCategory`}
                label={`Item ${n} category`}
                description="The provider's category code."
                autoComplete="off"
              />
              <TextField
                control={control}
                name={`goods.${index}.referenceGoodsId`}
                label={`Item ${n} reference id`}
                description="Your id for the item."
                autoComplete="off"
              />
              <TextField
                control={control}
                name={`goods.${index}.goodsName`}
                label={`Item ${n} name`}
                autoComplete="off"
              />
              <TextField
                control={control}
                name={`goods.${index}.goodsDetail`}
                label={`Item ${n} detail (optional)`}
                autoComplete="off"
                className="sm:col-span-2"
              />
            </div>
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => items.remove(index)}>
                <Trash2 aria-hidden="true" />
                Remove item {n}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {items.fields.length < MAX_ITEMS ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => items.append({ ...EMPTY_GOODS_LINE })}
          >
            <Plus aria-hidden="true" />
            Add an item
          </Button>
        </div>
      ) : null}
    </div>
  );
}
