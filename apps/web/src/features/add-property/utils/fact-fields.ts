import { ENERGY_FACTS, FLANDERS_EPC_LABELS, FLOOD_SCORES, PEB_LABELS, SALE_FACTS } from '@immora/shared/listing-form';
import type { FactKey, Region } from '@immora/shared/listing-form';

/** How each Belgian fact is entered: a number, a choice from a list, a yes/no, or free text. */
export type FactKind =
  | { kind: 'number'; unit?: string; max: number }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'yesNo' }
  | { kind: 'text'; maxLength: number };

export const FACT_KINDS: Record<FactKey, FactKind> = {
  epcScore: { kind: 'number', unit: 'kWh/m²', max: 2000 },
  epcLabel: { kind: 'choice', options: FLANDERS_EPC_LABELS },
  epcCode: { kind: 'text', maxLength: 60 },
  pebClass: { kind: 'choice', options: PEB_LABELS },
  pebPrimaryEnergy: { kind: 'number', unit: 'kWh/m²', max: 2000 },
  co2Emissions: { kind: 'number', unit: 'kg CO₂/m²', max: 500 },
  pebLabel: { kind: 'choice', options: PEB_LABELS },
  kwhPerM2: { kind: 'number', unit: 'kWh/m²', max: 2000 },
  pebCertificateNumber: { kind: 'text', maxLength: 60 },
  floodRiskParcel: { kind: 'choice', options: FLOOD_SCORES },
  floodRiskBuilding: { kind: 'choice', options: FLOOD_SCORES },
  permitCode: { kind: 'text', maxLength: 60 },
  zoning: { kind: 'text', maxLength: 120 },
  planningPermit: { kind: 'yesNo' },
  rightOfPreemption: { kind: 'yesNo' },
  subdivisionPermit: { kind: 'yesNo' },
  cadastralIncome: { kind: 'number', unit: '€', max: 1_000_000 },
  asbestosCertificate: { kind: 'text', maxLength: 60 },
};

export const FACT_KEYS = Object.keys(FACT_KINDS) as FactKey[];

export type FactGroup = { key: 'energy' | 'flood' | 'planning' | 'other'; facts: FactKey[] };

/** The facts the Details step shows for a region (energy certificate of that region, then the rest). */
export function factGroups(region: Region | null): FactGroup[] {
  const groups: FactGroup[] = [];
  if (region) groups.push({ key: 'energy', facts: ENERGY_FACTS[region] });
  groups.push({ key: 'flood', facts: ['floodRiskParcel', 'floodRiskBuilding'] });
  groups.push({
    key: 'planning',
    facts: SALE_FACTS.filter((f) => !f.startsWith('flood') && f !== 'cadastralIncome'),
  });
  groups.push({
    key: 'other',
    facts: region === 'flanders' ? ['cadastralIncome', 'asbestosCertificate'] : ['cadastralIncome'],
  });
  return groups;
}

/** Every fact shown for a region: the ones a listing keeps when it is saved. */
export const shownFacts = (region: Region | null): FactKey[] => factGroups(region).flatMap((g) => g.facts);
