import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The start script's source in the web build (apps/web/vite.config.ts). */
const APP_START_SOURCE = 'src/boot/app-start.ts';

/**
 * The address of the start script of server-drawn pages (decision 046) in this build, from its
 * manifest; undefined for a build without one, whose drawn pages then load the app as any other.
 */
export function readAppStartScript(webDist: string): string | undefined {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const built = manifest[APP_START_SOURCE]?.file;
  return built ? `/${built}` : undefined;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * A drawn page needs no script to be seen: its entry script and module preloads make way for the
 * start script, which asks for them once the page's largest picture is on the screen, or at once
 * when the visitor acts, and keeps what the visitor did for the app to do (apps/web/src/boot).
 * A read-mostly page's (`onDemand`, decision 089) waits for the visitor to act or to near a part
 * only the app draws.
 */
export function startAppAfterFirstScreen(html: string, startScript: string, onDemand = false): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const when = onDemand ? ' data-start="on-demand"' : '';
  const start = `<script type="module" src="${startScript}" data-entry="${entry}" data-preload="${preloads.join(' ')}"${when}></script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, () => start);
}
