/** Footer 'Popular Search' links: each runs a real search. Labels are keys under footer.popular.* */
export const POPULAR_SEARCHES = [
  { key: 'apartmentsBrussels', to: '/properties?type=rent&category=apartments&city=Brussels' },
  { key: 'housesAntwerp', to: '/properties?type=sale&category=houses&city=Antwerp' },
  { key: 'studentLeuven', to: '/student-rooms?city=Leuven' },
  { key: 'villasKnokke', to: '/properties?type=sale&category=villa&city=Knokke-Heist' },
  { key: 'loftsGhent', to: '/properties?category=loft&city=Ghent' },
  { key: 'holidayCoast', to: '/holiday-rooms?city=Ostend' },
] as const;

export const QUICK_LINKS = [
  { key: 'properties', to: '/properties' },
  { key: 'agents', to: '/agents' },
  { key: 'agencies', to: '/agency' },
  { key: 'blogs', to: '/blog-list-v3' },
  { key: 'pricing', to: '/pricing' },
  { key: 'advertise', to: '/advertise' },
  // Issue 34's public estimate: beside the other tools for sellers.
  { key: 'estimate', to: '/estimate' },
] as const;
