import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { once } from './once.ts';

/**
 * A provider's callback address (`?code=…&state=…`): `exchange` runs once per code, even when
 * React's strict mode mounts the page twice (the second mount shares the first one's call).
 * Returns the code ('' when the address has none, and nothing is exchanged).
 */
export function useCallbackCode(key: string, exchange: (code: string, state: string) => Promise<unknown>): string {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const run = useEffectEvent(() => once(`${key}:${code}`, () => exchange(code, state)));
  useEffect(() => {
    if (code) void run();
  }, [key, code]);
  return code;
}
