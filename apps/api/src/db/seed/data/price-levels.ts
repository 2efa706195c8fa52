/**
 * What a square metre costs in each seeded municipality (data/cities.ts), for generating demo and
 * benchmark listings only (decision 071): the price estimate must never read these figures.
 *
 * - `saleApartment`, `saleHouse`: asking price in euros per m² of living area, for an average
 *   apartment or an attached/semi-detached house (EPC C, built 1970–1999, no garden, no parking).
 * - `rentApartment`, `rentHouse`: monthly rent in euros per m², same reference property.
 * - `population`: inhabitants on 1 January 2024 (Statbel), rounded; the benchmark generator places
 *   listings in proportion to it.
 *
 * Sources, read on 2026-11-29 (orders of magnitude, not a market report):
 * - Statbel, "House prices", 2023 and first semester 2024: median sale price per municipality
 *   (statbel.fgov.be/en/themes/housing/real-estate). Belgium: houses with 2–3 façades 260,000 €,
 *   apartments 240,000 €; Brussels region houses 485,000–505,000 €, Wallonia 175,000–180,000 €,
 *   Flanders 298,000 €; Ixelles the most expensive municipality for houses (723,500 €), Knokke-Heist
 *   for apartments (555,000 €), Charleroi among the cheapest for apartments. Brussels apartments
 *   above 300,000 € in Woluwe-Saint-Pierre, Ixelles, Uccle; under 200,000 € in Anderlecht.
 *   Divided by a typical living area (apartment 85 m², house 150 m²) for a price per m².
 * - Immoweb's price per m² by municipality as quoted by the press (DH, 1 April 2023: Brussels
 *   3,326 €/m², Ixelles 4,191 €/m², Woluwe-Saint-Pierre and Uccle about 4,000 €/m², Molenbeek
 *   2,501 €/m²; L'Avenir 2021 and Econostrum, 1 April 2025: Wallonia houses 1,617 €/m², apartments
 *   2,349 €/m², Ottignies-Louvain-la-Neuve 3,188 €/m², Waterloo 2,838 €/m²), used as a cross-check.
 * - Rents: the rent barometers of Federia and CIB Vlaanderen (2023 and first half of 2025): a
 *   Brussels apartment 1,159 €/month on average (Woluwe-Saint-Pierre 1,371 €, Jette 879 €), a
 *   Flemish apartment 893 €, Antwerp's centre 1,128 €, Wallonia all types 779 €; divided by a typical
 *   rented area (apartment 75 m², house 130 m²).
 *
 * Brussels communes, Flemish cities and Walloon towns differ by a factor of about three
 * (Ixelles 4,200 €/m² for an apartment, Charleroi 1,500 €/m²); the coast is dearer still.
 */
export type PriceLevel = {
  saleApartment: number;
  saleHouse: number;
  rentApartment: number;
  rentHouse: number;
  population: number;
};

const level = (
  saleApartment: number,
  saleHouse: number,
  rentApartment: number,
  rentHouse: number,
  population: number,
): PriceLevel => ({ saleApartment, saleHouse, rentApartment, rentHouse, population });

export const PRICE_LEVELS: Record<string, PriceLevel> = {
  // Brussels-Capital Region
  Brussels: level(3300, 2900, 15.5, 12.5, 196_000),
  Ixelles: level(4200, 3700, 17, 14, 87_000),
  Uccle: level(4000, 3800, 16, 14, 84_000),
  Etterbeek: level(3600, 3300, 16, 13, 48_000),
  Schaerbeek: level(2900, 2700, 14, 11.5, 133_000),
  'Woluwe-Saint-Lambert': level(3700, 3500, 15.5, 13.5, 58_000),
  Anderlecht: level(2500, 2400, 13, 10.5, 126_000),
  'Saint-Gilles': level(3400, 3000, 15.5, 12.5, 50_000),
  // Flanders
  Antwerp: level(3100, 2500, 12.5, 10, 536_000),
  Ghent: level(3400, 2800, 12.5, 10.5, 267_000),
  Bruges: level(3200, 2500, 11.5, 9.5, 119_000),
  Leuven: level(3700, 3000, 14, 11.5, 103_000),
  Mechelen: level(3000, 2500, 12, 10, 89_000),
  Hasselt: level(2800, 2100, 11, 9, 81_000),
  Kortrijk: level(2600, 1900, 10, 8.5, 78_000),
  Ostend: level(3300, 2100, 11, 9.5, 72_000),
  'Knokke-Heist': level(7000, 5000, 17, 15, 33_000),
  'De Panne': level(3800, 2500, 11, 9.5, 11_000),
  Blankenberge: level(3600, 2200, 11, 9.5, 20_000),
  Nieuwpoort: level(4500, 2800, 12, 10, 11_500),
  'De Haan': level(4200, 2900, 11.5, 10, 12_800),
  Genk: level(2300, 1700, 9.5, 8, 67_000),
  Aalst: level(2600, 2000, 10.5, 8.5, 89_000),
  'Sint-Niklaas': level(2600, 2000, 10.5, 8.5, 80_000),
  Ypres: level(2400, 1700, 9.5, 8, 35_000),
  Turnhout: level(2600, 2000, 10.5, 8.5, 46_000),
  Lier: level(2900, 2400, 11, 9.5, 37_000),
  Halle: level(2800, 2300, 11.5, 9.5, 40_000),
  Vilvoorde: level(2900, 2400, 12, 10, 45_000),
  Roeselare: level(2400, 1800, 9.5, 8, 64_000),
  'Sint-Truiden': level(2300, 1700, 9.5, 8, 41_000),
  Tongeren: level(2300, 1700, 9.5, 8, 31_000),
  Oudenaarde: level(2500, 1900, 10, 8.5, 32_000),
  'Sint-Martens-Latem': level(4200, 3600, 13, 12, 8_800),
  Brasschaat: level(3300, 2900, 12, 11, 38_500),
  Tervuren: level(3700, 3300, 14, 12.5, 22_000),
  // Wallonia
  Liège: level(2100, 1500, 10, 8, 197_000),
  Namur: level(2600, 1900, 10.5, 8.5, 113_000),
  Charleroi: level(1500, 1150, 8.5, 7, 203_000),
  Mons: level(1900, 1400, 9, 7.5, 96_000),
  Waterloo: level(3300, 2900, 13, 12, 30_000),
  Wavre: level(2900, 2400, 11.5, 10, 35_000),
  'Louvain-la-Neuve': level(3200, 2700, 12.5, 10.5, 32_000),
  Nivelles: level(2700, 2200, 11, 9.5, 29_000),
  Arlon: level(2900, 2100, 11.5, 9.5, 31_000),
  Spa: level(2200, 1600, 9.5, 8, 10_000),
  Durbuy: level(2300, 1600, 9.5, 8, 11_600),
  Dinant: level(2000, 1450, 9, 7.5, 13_500),
  Bastogne: level(2500, 1800, 10, 8.5, 16_500),
  Tournai: level(2100, 1500, 9, 7.5, 69_000),
  Eupen: level(2400, 1800, 9.5, 8, 20_000),
  Verviers: level(1600, 1100, 8.5, 7, 55_000),
  Lasne: level(3700, 3300, 13.5, 12.5, 14_500),
};

/** A Belgian apartment's monthly rent per m² (the barometers' average): the rooms' price index is relative to it. */
export const REFERENCE_RENT_PER_M2 = 12;
