/** The searches the benchmarks measure: GET /api/properties query strings, by name. */
export const SCENARIOS: [string, Record<string, string>][] = [
  ['city + type + price', { city: 'Antwerp', type: 'sale', minPrice: '200000', maxPrice: '450000' }],
  ['map box', { bbox: '4.30,50.80,4.45,50.90' }],
  ['category + sort by price', { category: 'apartments', sort: 'priceAsc' }],
  ['free text', { q: 'garden' }],
  ['page 50', { page: '50' }],
];
