import { describe, expect, it } from 'vitest';
import en from './en.ts';
import nl from './nl.ts';
import fr from './fr.ts';
import el from './el.ts';
import type { LegalBlock, LegalContent } from './types.ts';

/** Words a translation rightly keeps as they are (Dutch says 'Accounts'). */
const SAME_WORD = new Set(['Accounts']);

const texts = (content: LegalContent) =>
  content.parts.flatMap((part) => [
    part.title,
    part.intro,
    ...part.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b: LegalBlock) => (typeof b === 'string' ? [b] : b.list)),
    ]),
  ]);
const shape = (content: LegalContent) =>
  content.parts.map((part) => [
    part.id,
    part.sections.map((s) => [s.id, s.blocks.map((b) => (typeof b === 'string' ? 'text' : b.list.length))]),
  ]);

describe('the legal texts', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['el', el],
  ] as const)('%s has the same parts, sections, paragraphs and list items as English, all translated', (_, content) => {
    expect(shape(content)).toEqual(shape(en));
    expect(content.updated).toBe(en.updated);
    const english = new Set(texts(en));
    for (const text of texts(content)) {
      expect(text.trim()).not.toBe('');
      expect(english.has(text) && !SAME_WORD.has(text), text).toBe(false);
    }
  });
});
