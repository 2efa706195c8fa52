import type { RouteArea, RouteDef } from '@immora/shared/routes';

export const ROUTE_AREAS: readonly RouteArea[] = [
  'public',
  'auth',
  'shared',
  'buyer',
  'individual',
  'pseller',
  'agency',
  'crm',
  'staff',
];

/** Routes shown inside the public header and footer; the others bring their own layout. */
export function usesPublicLayout(def: RouteDef): boolean {
  if (def.area === 'public' || def.area === 'auth' || def.area === 'shared') return true;
  return def.area === 'crm' && !def.crm;
}
