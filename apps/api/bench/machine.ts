import { readFileSync } from 'node:fs';
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

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. The
 * difference over a window is what the process cost, whatever else the machine was running.
 */
export function cpuMsOf(pid: number): number | null {
  try {
    // Fields after the command (which may hold spaces) start at its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
