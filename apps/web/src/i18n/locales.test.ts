import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), 'locales');
const LANGUAGES = ['en', 'nl', 'el', 'fr'] as const;
const TRANSLATED = ['nl', 'el', 'fr'] as const;

/** Values that are the same word in English and Dutch, Greek or French: brand names, loanwords, numbers. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Immora',
  'Dashboard',
  'Professionals',
  'Blogs',
  'Website',
  'Leads',
  'Villa',
  'Bungalow',
  'Loft',
  'E-mails',
  'Email',
  // Units.
  'kWh/m²',
  'kg CO₂/m²',
  // Plan names that Dutch uses as they are.
  'Starter',
  'Premium',
]);

/** French words spelled as in English (agent, action, licence…); allowed in fr only. */
const SAME_IN_FRENCH = new Set([
  'agent',
  'agents',
  'Agent',
  'Agents',
  'AGENTS',
  '{{count}} agent',
  '{{count}} agents',
  '{{count}} article',
  '{{count}} articles',
  '{{count}} photos',
  '{{title}}, photo {{number}}',
  'E-mail',
  'Wi-Fi',
  'Action',
  'Actions',
  'Codes',
  'Contacts',
  'Date',
  'Dates',
  'Latitude',
  'Longitude',
  'Sections',
  'Licences',
]);

const allowedCopy = (lng: string, value: string) =>
  SAME_AS_ENGLISH_ALLOWED.has(value) || (lng === 'fr' && SAME_IN_FRENCH.has(value));

type Tree = { [key: string]: string | Tree };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

describe('translation files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    for (const lng of LANGUAGES) {
      expect(readdirSync(join(root, lng)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key exists in every language`, () => {
      const keys = Object.fromEntries(LANGUAGES.map((lng) => [lng, new Set(flatten(load(lng, ns)).keys())]));
      for (const a of LANGUAGES) {
        for (const b of LANGUAGES) {
          const missing = [...(keys[a] ?? [])].filter((key) => !keys[b]?.has(key));
          expect(missing, `keys of ${a}/${ns}.json missing in ${b}/${ns}.json`).toEqual([]);
        }
      }
    });

    it(`${ns}: Dutch, Greek and French are translated, not English copies`, () => {
      const en = flatten(load('en', ns));
      for (const lng of TRANSLATED) {
        const other = flatten(load(lng, ns));
        const copies = [...en].filter(
          ([key, value]) => value.length > 3 && other.get(key) === value && !allowedCopy(lng, value),
        );
        expect(
          copies.map(([key]) => key),
          `untranslated values in ${lng}/${ns}.json`,
        ).toEqual([]);
      }
    });

    it(`${ns}: no empty strings, and interpolations match English`, () => {
      const en = flatten(load('en', ns));
      const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const lng of LANGUAGES) {
        for (const [key, value] of flatten(load(lng, ns))) {
          expect(value.trim(), `${lng}/${ns}.json ${key}`).not.toBe('');
          const source = en.get(key);
          if (source !== undefined) expect(vars(value), `${lng}/${ns}.json ${key}`).toEqual(vars(source));
        }
      }
    });
  }
});
