import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file,
 * or appends the marked section when the file has none yet.
 */
export function writeMarkedSection(file: string, name: string, body: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
