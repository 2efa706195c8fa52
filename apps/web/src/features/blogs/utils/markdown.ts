/**
 * A small Markdown reader for blog bodies: headings (## and ###), paragraphs, bullet and numbered
 * lists, block quotes, rules, **bold**, *italic*, `code` and [links](https://…). It returns a tree
 * that markdown-view.tsx turns into React elements, so no HTML from an article is ever injected.
 */
export type Inline =
  | string
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

const INLINE = /\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Links may go to the web, to an e-mail address or to a page of the site; anything else is text. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^https?:\/\//i.test(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [whole, strong, em, code, label, href] = match;
    if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { type: 'link', href: safe, children: parseInline(label) } : label);
    }
    rest = rest.slice(match.index + whole.length);
  }
  // Neighbouring strings are merged, so the tree stays small.
  return out.reduce<Inline[]>((acc, node) => {
    const last = acc[acc.length - 1];
    if (typeof node === 'string' && typeof last === 'string') acc[acc.length - 1] = last + node;
    else acc.push(node);
    return acc;
  }, []);
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading) {
      flush();
      const level = (heading[1] ?? '').length >= 3 ? 3 : 2;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    if (/^([-*_])(\s*\1){2,}$/.test(trimmed)) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    if (trimmed.startsWith('>')) {
      flush();
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>')) {
        quote.push((lines[i] ?? '').trim().replace(/^>\s?/, ''));
        i++;
      }
      i--;
      blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      flush();
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(parseInline(pattern.exec(lines[i] ?? '')?.[1] ?? ''));
        i++;
      }
      i--;
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}
