import { describe, expect, it } from 'vitest';
import { monogram } from '../../../components/avatar.tsx';
import { phoneLink } from '../../../lib/phone-link.ts';
import { pageCount, readDirectoryQuery, toDirectoryParams } from './directory-params.ts';

describe('directory address query', () => {
  it('reads q, city and page, and writes them back without defaults', () => {
    const query = readDirectoryQuery(new URLSearchParams('q=%20In%C3%A8s%20&city=Waterloo&page=2'));
    expect(query).toEqual({ q: 'Inès', city: 'Waterloo', page: 2 });
    expect(toDirectoryParams(query).toString()).toBe('q=In%C3%A8s&city=Waterloo&page=2');
    expect(readDirectoryQuery(new URLSearchParams('page=-4'))).toEqual({ page: 1 });
    expect(toDirectoryParams({ page: 1 }).toString()).toBe('');
  });

  it('counts pages, makes monograms and readable Belgian numbers', () => {
    expect(pageCount(34, 12)).toBe(3);
    expect(pageCount(0, 12)).toBe(1);
    expect(monogram('Inès Benali')).toBe('IB');
    expect(monogram('Agence Meuse & Ardenne')).toBe('AA');
    expect(phoneLink('32470348454')).toEqual({ href: 'tel:+32470348454', label: '+32 470 34 84 54' });
    expect(phoneLink('3281500719')).toEqual({ href: 'tel:+3281500719', label: '+32 81 50 07 19' });
  });
});
