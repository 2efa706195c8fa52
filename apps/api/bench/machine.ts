import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/** The machine a benchmark ran on: cores (`nproc`), CPU model, memory, Node. */
export function machineLine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `nproc ${availableParallelism()}, ${model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadLine = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
