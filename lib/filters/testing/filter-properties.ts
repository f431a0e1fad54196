import fc from "fast-check";
import { expect } from "vitest";

// What the list filters' tests generate and check alike.

/** A calendar day, as the URL and the API write it. */
export const day = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Checks that every value the arbitrary makes reads back the same after a trip through the URL. */
export function expectUrlRoundTrip<T>(
  filters: fc.Arbitrary<T>,
  load: (queryString: string) => NoInfer<T>,
  serialize: (filters: NoInfer<T>) => string,
): void {
  fc.assert(
    fc.property(filters, (value) => {
      expect(load(serialize(value))).toEqual(value);
    }),
  );
}

/** A query as it is sent: blanks do not travel. */
export function sentQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
