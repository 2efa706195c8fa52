// npm run bench:uploads [-- --uploads 10 --mb 15 --out docs/performance.md --server apps/api/dist/server.js --web apps/web/dist]
// The server's memory while it receives parallel photo uploads (issue 18, decision 040): the
// built server with the demo seed; the demo seller sends `--uploads` requests at once, each one
// JPEG of `--mb` MB (a 2048×768 picture followed by random bytes, so every file is accepted and
// distinct). The figure is the server's peak resident memory (VmHWM, reset just before) above
// its resident memory before the burst, read from /proc; written to the marked section of
// docs/performance.md.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { BUILT_FILES, startBuiltServer } from './lib/built-server.ts';
import { writeMarkedSection } from './lib/marked-section.ts';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '10' },
    mb: { type: 'string', default: '15' },
    out: { type: 'string', default: 'docs/performance.md' },
    section: { type: 'string', default: 'bench:uploads' },
    server: { type: 'string', default: BUILT_FILES.server },
    web: { type: 'string', default: BUILT_FILES.web },
    label: { type: 'string', default: 'this build' },
  },
});
const uploads = Number(values.uploads);
const bytes = Math.round(Number(values.mb) * 1024 * 1024) - 1024;

const status = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+) kB/)?.[1] ?? NaN) / 1024;
};

const drawn = (width: number) =>
  sharp({ create: { width, height: 768, channels: 3, background: '#1d4e89' } })
    .jpeg()
    .toBuffer();
/** `count` distinct files of `bytes`: the picture, then random bytes. */
const filesOf = (picture: Buffer, count: number) =>
  Array.from({ length: count }, () => Buffer.concat([picture, randomBytes(Math.max(0, bytes - picture.length))]));
const picture = await drawn(2048);
// Received whole, then refused by the header check (1024 × 768 is under the minimum): only the
// cost of receiving and holding the uploads, no decoding.
const bursts = [
  { name: 'received, then refused (1024×768)', files: filesOf(await drawn(1024), uploads), status: 400 },
  { name: 'accepted: checked, decoded, 12 variants encoded, stored', files: filesOf(picture, uploads), status: 201 },
];

const server = await startBuiltServer({ server: values.server, web: values.web });
try {
  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/api${path}`, init);
    const body = (await res.json()) as { success: boolean; data: unknown; error?: { message: string } };
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.error?.message}`);
    return body.data;
  };
  const { token } = (await api('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@immora.be', password: 'Immora2026!' }),
  })) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const { items } = (await api('/my-properties?pageSize=50', { headers: auth })) as { items: { id: string }[] };
  // Listings with room for the uploads (30 photos each), one upload per listing in turn.
  const room: string[] = [];
  for (const { id } of items) {
    const { photos } = (await api(`/properties/${id}/photos`, { headers: auth })) as { photos: unknown[] };
    for (let free = 29 - photos.length; free > 0; free--) room.push(id);
  }
  if (room.length < 2 * uploads + 1) throw new Error('the demo seller has no room for that many photos');
  const send = async (listing: string, data: Buffer) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${server.url}/api/properties/${listing}/photos`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  };
  // Warm: the first upload loads the multipart parser and sharp's encoders.
  await send(room.pop()!, Buffer.concat([picture, randomBytes(1024)]));
  const rows: string[] = [];
  for (const burst of bursts) {
    const before = status(server.pid, 'VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const started = Date.now();
    const answers = await Promise.all(burst.files.map((data) => send(room.pop()!, data)));
    const seconds = (Date.now() - started) / 1000;
    if (answers.some((a) => a !== burst.status)) throw new Error(`${burst.name}: answered ${answers.join(', ')}`);
    const peak = status(server.pid, 'VmHWM');
    rows.push(
      `| ${burst.name} | ${before.toFixed(0)} | ${peak.toFixed(0)} | **${(peak - before).toFixed(0)}** | ${seconds.toFixed(1)} |`,
    );
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const report = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:uploads\` (${values.label}; ${machine}; load ${load} at the end): ${uploads} parallel uploads of one ${values.mb} MB JPEG each; the server's resident memory in MB.

| burst | resident before | peak | peak above before | wall time (s) |
| ----- | --------------- | ---- | ----------------- | ------------- |
${rows.join('\n')}`;
  const table = await format(report, { ...(await resolveConfig(values.out)), parser: 'markdown' });
  console.log(table);
  if (values.out !== '-') writeMarkedSection(values.out, values.section, table);
} finally {
  await server.stop();
}
