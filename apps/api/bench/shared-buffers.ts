// npx tsx apps/api/bench/shared-buffers.ts DATA_DIR/pglite  (a PGlite directory with the bench listings)
// What PGlite's shared_buffers costs in speed and memory: each search of bench:search 15 times in a
// row (after 3 to warm up) with 32 MB and with PGlite's default 128 MB, two rounds in alternation;
// prints the WASM heap, this process's RSS and each search's median in ms (decision 065).
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { fromPglite } from '../src/db/client.ts';
import { PgliteBridge } from '../src/db/pglite-bridge.ts';
import { searchRepository } from '../src/modules/search/search.repository.ts';
import { SCENARIOS } from './scenarios.ts';
const dataDir = process.argv[2]!;
const results: Record<string, Record<string, number[]>> = {};
for (let round = 0; round < 2; round++)
  for (const sb of ['32MB', '128MB']) {
    const bridge = await PgliteBridge.create({ dataDir, settings: { shared_buffers: sb } });
    const repo = searchRepository(fromPglite(bridge).db);
    for (const [name, query] of SCENARIOS) {
      const parsed = ZPropertySearchQuery.parse(query);
      for (let i = 0; i < 3; i++) await repo.search(parsed); // warm
      for (let i = 0; i < 15; i++) {
        const t = performance.now();
        await repo.search(parsed);
        ((results[name] ??= {})[sb] ??= []).push(performance.now() - t);
      }
    }
    const m = await bridge.memory();
    console.log(
      sb,
      'wasm heap MB',
      Math.round(m.wasmHeap! / 2 ** 20),
      'rss MB',
      Math.round(process.memoryUsage().rss / 2 ** 20),
    );
    await bridge.close();
  }
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(1);
for (const [name, bySb] of Object.entries(results))
  console.log(name.padEnd(26), '32MB', med(bySb['32MB']!), '128MB', med(bySb['128MB']!));
