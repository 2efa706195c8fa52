/** The Belgian facts a listing may carry (keys as stored), grouped for the page. */
export const FACT_GROUPS = [
  {
    key: 'energy',
    icon: 'leaf',
    facts: [
      'epcLabel',
      'epcScore',
      'epcCode',
      'pebClass',
      'pebLabel',
      'pebPrimaryEnergy',
      'pebCertificateNumber',
      'kwhPerM2',
      'kwhPerYear',
      'co2Emissions',
    ],
  },
  { key: 'flood', icon: 'water', facts: ['floodRiskParcel', 'floodRiskBuilding'] },
  { key: 'planning', icon: 'building', facts: ['zoning', 'planningPermit', 'permitCode', 'rightOfPreemption'] },
  { key: 'other', icon: 'shield', facts: ['cadastralIncome', 'asbestosCertificate', 'yearBuilt'] },
] as const;

export const KNOWN_FACTS: ReadonlySet<string> = new Set(FACT_GROUPS.flatMap((g) => g.facts));

/** Facts shown with a unit after their value (`property.facts.units.<key>`: 'kWh/m²·an' in French). */
export const FACTS_WITH_UNITS: ReadonlySet<string> = new Set([
  'epcScore',
  'pebPrimaryEnergy',
  'kwhPerM2',
  'kwhPerYear',
  'co2Emissions',
]);

/** An energy letter to its colour band (A+ … G). */
export function energyClass(value: string): string | null {
  const match = /^[A-G]\+*$/i.exec(value.trim());
  return match ? (value.trim()[0] ?? '').toUpperCase() : null;
}
