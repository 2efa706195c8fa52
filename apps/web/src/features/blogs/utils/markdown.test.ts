import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes and rules', () => {
    const blocks = parseMarkdown(
      'Intro line one\nline two\n\n## Flanders\n### Detail\n- one\n- two\n\n1. first\n2. second\n\n> Ask your notary\n> today\n\n---',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'heading', 'heading', 'list', 'list', 'quote', 'rule']);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: ['Intro line one line two'] });
    expect(blocks[1]).toMatchObject({ level: 2, children: ['Flanders'] });
    expect(blocks[2]).toMatchObject({ level: 3 });
    expect(blocks[3]).toEqual({ type: 'list', ordered: false, items: [['one'], ['two']] });
    expect(blocks[4]).toMatchObject({ ordered: true, items: [['first'], ['second']] });
    expect(blocks[5]).toEqual({ type: 'quote', children: ['Ask your notary today'] });
  });

  it('reads bold, italic, code and links, nested', () => {
    expect(parseInline('a **bold *it* too** b *x* `c` [site](https://immora.be)')).toEqual([
      'a ',
      { type: 'strong', children: ['bold ', { type: 'em', children: ['it'] }, ' too'] },
      ' b ',
      { type: 'em', children: ['x'] },
      ' ',
      { type: 'code', text: 'c' },
      ' ',
      { type: 'link', href: 'https://immora.be', children: ['site'] },
    ]);
  });

  it('keeps raw HTML as text and drops unsafe links', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(parseInline('[click](javascript:void)')).toEqual(['click']);
    expect(parseInline('[x](data:text/html,hi)')).toEqual(['x']);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/pricing')).toBe('/pricing');
    expect(safeHref('mailto:privacy@immora.be')).toBe('mailto:privacy@immora.be');
  });

  it('leaves a lone asterisk alone', () => {
    expect(parseInline('5 * 3 = 15')).toEqual(['5 * 3 = 15']);
  });
});
