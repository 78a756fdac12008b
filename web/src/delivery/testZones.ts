// A delivery zone for the delivery screen's tests: central Barcelona, two price brackets.
import type { DeliveryZone } from "@comanda/shared";

export const eixample: DeliveryZone = {
  id: "dz-eixample",
  name: "Eixample",
  countries: ["ES"],
  postcodeScope: "onlyListed",
  postcodes: "08007, 08008, 0801*",
  priceBrackets: [
    { price: 2.5, maxWeight: 5000 },
    { price: 4, maxWeight: null },
  ],
};
