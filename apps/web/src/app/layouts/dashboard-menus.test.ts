import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@immora/shared/routes';
import { MENUS } from './dashboard-menus.ts';

const links = Object.values(MENUS).flatMap((groups) =>
  groups.flatMap((group) => group.items.flatMap((item) => ('to' in item ? [item] : []))),
);

describe('dashboard sidebars', () => {
  it("lead the individual's 'Publish Property' to the add-property wizard", () => {
    const publish = MENUS.individual.flatMap((group) => group.items).find((item) => item.label === 'publishProperty');
    expect(publish).toEqual({ to: '/dashboard-add-property', label: 'publishProperty' });
  });

  it('link only to pages of the route table, never to an old address that redirects', () => {
    const pages = new Set(ALL_ROUTES.filter((def) => !def.redirectTo).map((def) => def.path));
    expect(links.filter((item) => !pages.has(item.to))).toEqual([]);
  });
});
