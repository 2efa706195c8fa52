import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';

/** One entry written to or read from an archive, as the manifest lists it. */
export type EntrySum = { name: string; size: number; sha256: string };

/**
 * A tar archive written entry by entry into `out` (decision 064): small entries from memory,
 * large ones streamed with their size given first (a tar header carries it), so memory holds
 * one chunk, never the archive. Each entry's size and SHA-256 are kept for the manifest.
 */
export function archiveWriter(out: Writable) {
  const tar = pack();
  const piping = pipeline(tar, out);
  // A failed output stops the writer; callers see it when they next await.
  piping.catch(() => undefined);
  const sums: EntrySum[] = [];
  const mtime = new Date();

  const entry = (name: string, size: number) => {
    let done!: (err?: Error | null) => void;
    const finished = new Promise<void>((resolve, reject) => {
      done = (err) => (err ? reject(err) : resolve());
    });
    const sink = tar.entry({ name, size, mode: 0o600, mtime }, (err) => done(err));
    return { sink, finished };
  };

  return {
    sums,
    async add(name: string, data: Buffer | string) {
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      const { sink, finished } = entry(name, body.length);
      sink.end(body);
      await Promise.race([finished, piping]);
      sums.push({ name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    },
    /** Streams exactly `size` bytes of `body`; answers false (and writes nothing) when it had another size. */
    async addStream(name: string, size: number, body: Readable): Promise<EntrySum> {
      const { sink, finished } = entry(name, size);
      const hash = createHash('sha256');
      let written = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) break;
        hash.update(chunk);
        if (!sink.write(chunk)) await once(sink, 'drain');
      }
      if (written !== size) {
        body.destroy();
        throw new Error(`${name}: ${written} bytes read where ${size} were listed (the file changed while saved)`);
      }
      sink.end(null);
      await Promise.race([finished, piping]);
      const sum = { name, size, sha256: hash.digest('hex') };
      sums.push(sum);
      return sum;
    },
    async finish() {
      tar.finalize();
      await piping;
    },
    abort(err: Error) {
      tar.destroy(err);
    },
  };
}

export type ArchiveWriter = ReturnType<typeof archiveWriter>;

/** An entry being read: its name and size, its bytes (read once), and its SHA-256 once they are. */
export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** The archive's entries in order; each must be read (or skipped with `drain`) before the next. */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const tar = extract();
  const piping = pipeline(input, tar);
  piping.catch(() => undefined);
  for await (const entry of tar) {
    if (entry.header.type !== 'file') {
      entry.resume();
      continue;
    }
    yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as AsyncIterable<Buffer> };
    entry.resume();
  }
  await piping;
}

/** An entry's bytes hashed as they pass (SHA-256), for the manifest check. */
export function hashed(body: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *chunks() {
      for await (const chunk of body) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    sum: (name: string): EntrySum => ({ name, size, sha256: hash.digest('hex') }),
  };
}

/** A small entry read whole (the header, the schema, the manifest). */
export async function readWhole(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk);
  return Buffer.concat(parts);
}
