import type { ComponentType } from 'react';
import type { RouteArea, RouteDef } from '@immora/shared/routes';

export type AreaProps = { def: RouteDef };
type AreaModule = { default: ComponentType<AreaProps> };

/** One dynamic import per area: Vite emits one chunk for each. */
export const AREA_LOADERS: Record<RouteArea, () => Promise<AreaModule>> = {
  public: () => import('./public-area.tsx'),
  auth: () => import('./auth-area.tsx'),
  shared: () => import('./shared-area.tsx'),
  buyer: () => import('./buyer-area.tsx'),
  individual: () => import('./individual-area.tsx'),
  pseller: () => import('./pseller-area.tsx'),
  agency: () => import('./agency-area.tsx'),
  crm: () => import('./crm-area.tsx'),
  staff: () => import('./staff-area.tsx'),
};
