/** The public menu of spec 1 §2; labels are keys under menu.* in the common namespace. */
export type MenuLink = { key: string; to: string };
export type MenuEntry = MenuLink | { key: string; children: readonly MenuLink[] };

export const MENU: readonly MenuEntry[] = [
  { key: 'home', to: '/' },
  { key: 'properties', to: '/properties' },
  {
    key: 'professionals',
    children: [
      { key: 'agents', to: '/agents' },
      { key: 'agencies', to: '/agency' },
    ],
  },
  {
    key: 'rent',
    children: [
      { key: 'holidayRooms', to: '/holiday-rooms' },
      { key: 'studentRooms', to: '/student-rooms' },
      { key: 'sharedApartments', to: '/shared-appartments' },
    ],
  },
  { key: 'blogs', to: '/blog-list-v3' },
  { key: 'auction', to: '/auction-properties' },
  { key: 'placeClassified', to: '/advertise' },
];

export const COMPACT_HEADER_QUERY = '(max-width: 1690px)';
export const STICKY_AFTER_PX = 10;
