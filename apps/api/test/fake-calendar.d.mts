/** Types of fake-calendar.mjs (plain ESM so the e2e test bed can run it without TypeScript). */
export type FakeProvider = 'google' | 'graph';
export type FakeEvent = Record<string, unknown> & { id: string; provider: FakeProvider };
export type FakeRequest = {
  provider: FakeProvider;
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
};
export type FakeCalendar = {
  base: string;
  env(): { GOOGLE_CALENDAR_API_URL: string; MICROSOFT_GRAPH_URL: string };
  events(provider: FakeProvider): FakeEvent[];
  requests: FakeRequest[];
  setBusy(ranges: { start: string; end: string }[]): void;
  failNext(count?: number, status?: number): void;
  hangNext(): void;
  holdNext(method: string): { reached: Promise<void>; release(): void };
  reject(token: string): void;
  reset(): void;
  stop(): Promise<void>;
};
export function startFakeCalendar(): Promise<FakeCalendar>;
