import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from './paths.ts';
import * as schema from './schema/index.ts';

/**
 * `npm run db:generate` works only while meta/ holds one snapshot per journal entry, each naming
 * the one before as its parent, and the last one is the schema as it stands.
 */
const meta = join(migrationsDir(), 'meta');
const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const snapshotFile = (tag: string) => `${tag.slice(0, 4)}_snapshot.json`;
const snapshot = (tag: string) =>
  JSON.parse(readFileSync(join(meta, snapshotFile(tag)), 'utf8')) as DrizzleSnapshotJSON;

describe('migration snapshots', () => {
  it('hold one snapshot per journal entry, named in journal order, and no other', () => {
    const missing = journal.entries.filter((e) => !existsSync(join(meta, snapshotFile(e.tag)))).map((e) => e.tag);
    expect(missing).toEqual([]);
    const files = readdirSync(meta).filter((f) => f.endsWith('_snapshot.json'));
    // drizzle-kit takes the last file by name as the parent of the next one.
    expect(files.sort()).toEqual(journal.entries.map((e) => snapshotFile(e.tag)));
  });

  it('form one chain in journal order', () => {
    const links = journal.entries.map((e) => ({ tag: e.tag, ...snapshot(e.tag) }));
    const broken = links
      .slice(1)
      .filter((link, i) => link.prevId !== links[i]!.id)
      .map((link) => link.tag);
    expect(broken).toEqual([]);
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
  });

  it('end with the schema as it stands', async () => {
    const last = snapshot(journal.entries.at(-1)!.tag);
    const current = generateDrizzleJson(schema as Record<string, unknown>, last.id);
    expect(await generateMigration(last, current)).toEqual([]);
  });
});
