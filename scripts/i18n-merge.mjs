#!/usr/bin/env node
// Deep-merges translation fragments into the locale files, so several people (or helpers) can add
// keys to the same namespace without overwriting each other's edits.
// Usage: node scripts/i18n-merge.mjs <fragment.json>
// The fragment is { "<lang>": { "<namespace>": { ...keys } } }; existing keys are replaced.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../apps/web/src/i18n/locales/', import.meta.url).pathname;
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else target[key] = value;
  }
  return target;
}

for (const [lang, namespaces] of Object.entries(fragment))
  for (const [ns, keys] of Object.entries(namespaces)) {
    const file = join(root, lang, `${ns}.json`);
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify(merge(current, keys), null, 2)}\n`);
    console.log(`merged ${file}`);
  }
