import type { Rng } from "./random";

/** What the tea house sells, with its shelf price in rupees. */
export interface Product {
  name: string;
  description: string;
  priceLkr: number;
  /** How often it ends up in a basket, relative to the others. */
  popularity: number;
}

export const TEA_MCC = "5499";

export const PRODUCTS: readonly Product[] = [
  {
    name: "Orange Pekoe 250 g",
    description: "High-grown loose leaf, Nuwara Eliya",
    priceLkr: 1850,
    popularity: 14,
  },
  {
    name: "Dimbula BOPF 500 g",
    description: "Broken orange pekoe fannings, western slopes",
    priceLkr: 2400,
    popularity: 10,
  },
  {
    name: "Uva Highlands OP1 200 g",
    description: "Long twisted leaf, seasonal Uva flavour",
    priceLkr: 2100,
    popularity: 8,
  },
  {
    name: "Kandy Mid-Grown Pekoe 500 g",
    description: "Full-bodied mid-country pekoe",
    priceLkr: 2600,
    popularity: 7,
  },
  {
    name: "Ruhuna FBOP Extra Special 400 g",
    description: "Low-grown, tippy and sweet",
    priceLkr: 2250,
    popularity: 6,
  },
  {
    name: "Earl Grey Ceylon, 100 tea bags",
    description: "Ceylon black tea with bergamot",
    priceLkr: 1650,
    popularity: 9,
  },
  {
    name: "Green Tea with Lemongrass, 50 bags",
    description: "Ceylon green tea, lemongrass from Matale",
    priceLkr: 1550,
    popularity: 6,
  },
  {
    name: "Masala Chai Blend 250 g",
    description: "Black tea, cardamom, cinnamon, clove",
    priceLkr: 1950,
    popularity: 5,
  },
  {
    name: "Cinnamon Tea 100 g",
    description: "Black tea with true Ceylon cinnamon",
    priceLkr: 1600,
    popularity: 5,
  },
  {
    name: "Silver Tips White Tea 50 g",
    description: "Hand-picked buds, withered in the sun",
    priceLkr: 8500,
    popularity: 3,
  },
  {
    name: "Golden Tips 25 g",
    description: "Rare golden buds, Nuwara Eliya estate",
    priceLkr: 12500,
    popularity: 1.5,
  },
  {
    name: "Lion Pekoe Tin Caddy 125 g",
    description: "Keepsake tin with embossed lion",
    priceLkr: 2950,
    popularity: 5,
  },
  {
    name: "Gift Box: Six Estates Collection",
    description: "Six 50 g estate teas in a printed box",
    priceLkr: 6800,
    popularity: 5,
  },
  {
    name: "Gift Box: Wooden Chest, 12 Teas",
    description: "Teak chest with twelve estate teas",
    priceLkr: 14500,
    popularity: 2,
  },
  {
    name: "Ceylon Tea Hamper, Premium",
    description: "Teas, kithul treacle, cashews and a porcelain cup",
    priceLkr: 24000,
    popularity: 1,
  },
  {
    name: "Dankotuwa Porcelain Tea Pot",
    description: "Hand-painted, 4 cups",
    priceLkr: 9800,
    popularity: 1.5,
  },
  {
    name: "Tea Tasting Session for Two",
    description: "Six teas with a tea maker, 45 minutes",
    priceLkr: 7500,
    popularity: 1.5,
  },
  {
    name: "Iced Ceylon Tea & Love Cake",
    description: "Café counter, served in store",
    priceLkr: 1500,
    popularity: 6,
  },
];

export const MIN_BASKET_LKR = 1500;
export const MAX_BASKET_LKR = 45000;

export interface BasketLine {
  product: Product;
  quantity: number;
}

export interface Basket {
  lines: BasketLine[];
  totalLkr: number;
}

const weighted = PRODUCTS.map((p) => [p, p.popularity] as const);

/** One to three products, mostly one of each, between LKR 1,500 and 45,000. */
export function drawBasket(rng: Rng): Basket {
  const lines: BasketLine[] = [];
  const lineCount = rng.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ] as const);
  for (let i = 0; i < lineCount; i++) {
    const product = rng.weighted(weighted);
    const quantity = rng.weighted([
      [1, 70],
      [2, 20],
      [3, 7],
      [6, 3],
    ] as const);
    const existing = lines.find((line) => line.product === product);
    if (existing) existing.quantity += quantity;
    else lines.push({ product, quantity });
  }
  let total = lines.reduce((acc, line) => acc + line.product.priceLkr * line.quantity, 0);
  // Corporate and gift orders can run past the ceiling: trim quantities until the basket fits.
  for (const line of lines) {
    while (total > MAX_BASKET_LKR && line.quantity > 1) {
      line.quantity -= 1;
      total -= line.product.priceLkr;
    }
  }
  while (total > MAX_BASKET_LKR && lines.length > 1) {
    const dropped = lines.pop();
    if (dropped) total -= dropped.product.priceLkr * dropped.quantity;
  }
  return { lines, totalLkr: Math.max(total, MIN_BASKET_LKR) };
}

const rupees = new Intl.NumberFormat("en-LK", { maximumFractionDigits: 0 });

/** The goods array of a payment: one entry per line, quantity and shelf price in the description. */
export function basketGoods(basket: Basket) {
  return basket.lines.map((line) => ({
    name: line.product.name,
    description: `${line.quantity} × LKR ${rupees.format(line.product.priceLkr)}, ${line.product.description}`,
    mccCode: TEA_MCC,
  }));
}
