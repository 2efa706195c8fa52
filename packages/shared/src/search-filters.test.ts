import { describe, expect, it } from 'vitest';
import { readFilters, toSearchParams } from './search-filters.ts';

describe('search params', () => {
  it('reads known filters and drops unknown values', () => {
    const filters = readFilters('/properties', new URLSearchParams('type=rent&category=castle&city=Brussels&page=x'));
    expect(filters).toEqual({ type: 'rent', city: 'Brussels', page: 1 });
  });

  it('applies the preset of a room route', () => {
    expect(readFilters('/student-rooms', new URLSearchParams('city=Leuven&category=villa'))).toEqual({
      category: 'studentRooms',
      city: 'Leuven',
      page: 1,
    });
    expect(readFilters('/auction-properties', new URLSearchParams('type=rent&page=3'))).toEqual({
      type: 'auction',
      page: 3,
    });
  });

  it('leaves implied preset values out of the address', () => {
    expect(toSearchParams('/holiday-rooms', { category: 'holidayRooms', city: 'Ostend', page: 2 }).toString()).toBe(
      'city=Ostend&page=2',
    );
  });
});
