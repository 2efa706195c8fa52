import { describe, expect, it } from 'vitest';
import { findRoute } from './routes.ts';

describe('findRoute', () => {
  it('finds a route by its fixed segments and its parameters', () => {
    expect(findRoute('/')?.page).toBe('home');
    expect(findRoute('/properties')?.page).toBe('properties');
    expect(findRoute('/single-v1/63d48d8d-0cca-47e7-8a40-a1dec4939370')?.page).toBe('property');
    expect(findRoute('/single-v8/a/b')?.page).toBe('auction');
    expect(findRoute('/estimate')?.page).toBe('estimate');
  });

  it('matches as the router does: any case, a trailing slash ignored', () => {
    expect(findRoute('/Properties/')?.page).toBe('properties');
  });

  it('finds nothing for a path no route has, or a parameter left empty', () => {
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/single-v1')).toBeUndefined();
    expect(findRoute('/single-v1/a/b')).toBeUndefined();
  });
});
