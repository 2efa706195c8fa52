import type { TMarketIndexEntry } from '@immora/shared/market';

export type ProvinceGroup = { province: string; municipalities: TMarketIndexEntry[] };
export type RegionGroup = { region: TMarketIndexEntry['region']; provinces: ProvinceGroup[] };

/**
 * The index's municipalities by region, then province, in the order the API gives them (Brussels,
 * Flanders, Wallonia; provinces and names alphabetical), each group once.
 */
export function groupByRegion(municipalities: TMarketIndexEntry[]): RegionGroup[] {
  const regions: RegionGroup[] = [];
  for (const m of municipalities) {
    let region = regions.find((r) => r.region === m.region);
    if (!region) regions.push((region = { region: m.region, provinces: [] }));
    let province = region.provinces.find((p) => p.province === m.province);
    if (!province) region.provinces.push((province = { province: m.province, municipalities: [] }));
    province.municipalities.push(m);
  }
  return regions;
}
