/**
 * A new embedded node's first start, in a child process of the server (decision 065): initdb,
 * the migrations and the demo seed grow the engine's WebAssembly heap and the process's heaps,
 * and none of it is given back to the system while the process lives. The server runs this
 * child on a new data directory and opens the engine only once it has ended, so the server
 * process holds what a restarted node holds.
 */
import { fork } from 'node:child_process';
import { childEntry } from '../../lib/child-entry.ts';

/** Prepares a new data directory in a child process (same environment), and waits for it. */
export function firstStartApart(): Promise<void> {
  const { file, execArgv } = childEntry(import.meta.url, './first-start-child.ts', './first-start.js');
  const child = fork(file, [], { execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the first start's child failed (exit ${code ?? signal})`)),
    );
  });
}
