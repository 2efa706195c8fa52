import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteArea, RouteDef } from '@immora/shared/routes';
import { ROUTE_AREAS } from './route-areas.ts';
import { lazyChunk } from './lazy-chunk.ts';
import { AREA_LOADERS } from './areas/area-loaders.ts';
import type { AreaProps } from './areas/area-loaders.ts';
import { PageSuspense } from '../components/page-suspense.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { RequireCrm } from './guards/require-crm.tsx';

const AREAS = Object.fromEntries(ROUTE_AREAS.map((area) => [area, lazyChunk(AREA_LOADERS[area])])) as Record<
  RouteArea,
  LazyExoticComponent<ComponentType<AreaProps>>
>;

/** Guards first (so a refused visitor never downloads the area), then the area's lazy chunk. */
export function AreaRoute({ def }: { def: RouteDef }) {
  const Area = AREAS[def.area];
  const page = (
    <PageSuspense>
      <Area def={def} />
    </PageSuspense>
  );
  if (def.crm) return <RequireCrm>{page}</RequireCrm>;
  if (def.roles !== undefined) return <RequireRole roles={def.roles}>{page}</RequireRole>;
  return page;
}
