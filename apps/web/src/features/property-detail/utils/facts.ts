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

/** Units shown after a fact's value. */
export const FACT_UNITS: Record<string, string> = {
  epcScore: 'kWh/m²·year',
  pebPrimaryEnergy: 'kWh/m²·year',
  kwhPerM2: 'kWh/m²',
  kwhPerYear: 'kWh',
  co2Emissions: 'kg CO₂/m²',
};

/** An energy letter to its colour band (A+ … G). */
export function energyClass(value: string): string | null {
  const match = /^[A-G]\+*$/i.exec(value.trim());
  return match ? (value.trim()[0] ?? '').toUpperCase() : null;
}
