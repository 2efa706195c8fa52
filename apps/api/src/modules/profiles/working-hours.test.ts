import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SLOTS_PER_DAY, WORKING_HOURS_MESSAGES, type TWorkingHours } from '@immora/shared/working-hours';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, signIn } from '../../../test/account-factories.ts';
import { onPostgres } from '../../../test/database.ts';
import { atOnce, RACERS } from '../../../test/races.ts';
import { isWithinWorkingHours, openIntervalsOf } from './working-hours.service.ts';

/** Issue 13: the working-hours editor's rules, who may use it, and the function appointments will use. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.14.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
async function account(role: 'buyer' | 'pseller' | 'individual' | 'agency') {
  const user = await createAccount(ctx.database, { role });
  return { user, headers: bearer(await signIn(ctx.app, user.email, user.password, nextIp())) };
}
const save = (headers: Record<string, string>, days: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/me/working-hours', headers, payload: { days } });
const read = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/me/working-hours', headers })).json().data.days;

const WEEK: TWorkingHours = [
  {
    day: 'monday',
    status: 'open',
    slots: [
      { start: '13:30', end: '18:00', type: 'work' },
      { start: '09:00', end: '12:30', type: 'work' },
      { start: '12:30', end: '13:30', type: 'break' },
    ],
  },
  { day: 'saturday', status: 'open', slots: [] },
  { day: 'sunday', status: 'closed', slots: [{ start: '10:00', end: '12:00', type: 'work' }] },
];

describe('PUT and GET /api/users/me/working-hours', () => {
  it.each(['individual', 'pseller', 'agency'] as const)('saves and answers the week of a %s', async (role) => {
    const { headers } = await account(role);
    expect(await read(headers)).toEqual([]);
    const res = await save(headers, WEEK);
    expect(res.statusCode).toBe(200);
    const expected = [
      {
        day: 'monday',
        status: 'open',
        slots: [
          { start: '09:00', end: '12:30', type: 'work' },
          { start: '12:30', end: '13:30', type: 'break' },
          { start: '13:30', end: '18:00', type: 'work' },
        ],
      },
      { day: 'saturday', status: 'open', slots: [] },
      // A closed day keeps no slots.
      { day: 'sunday', status: 'closed', slots: [] },
    ];
    expect(res.json().data.days).toEqual(expected);
    expect(await read(headers)).toEqual(expected);
  });

  it('is not for seekers', async () => {
    const { headers } = await account('buyer');
    expect((await save(headers, WEEK)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me/working-hours', headers })).statusCode).toBe(403);
  });

  it('shows the saved week on the public agent page, and an empty list removes it', async () => {
    const { user, headers } = await account('individual');
    await save(headers, WEEK);
    const page = async () => (await ctx.app.inject({ method: 'GET', url: `/api/agents/${user.id}` })).json().data;
    expect((await page()).workingHours[0].slots).toHaveLength(3);
    expect((await save(headers, [])).statusCode).toBe(200);
    expect((await page()).workingHours).toBeNull();
  });

  it.each([
    [{ start: '09:00', end: '' }, 'days.0.slots.1.end', WORKING_HOURS_MESSAGES.incompleteSlot],
    [{ start: '', end: '12:00' }, 'days.0.slots.1.start', WORKING_HOURS_MESSAGES.incompleteSlot],
    [{ start: '14:00', end: '13:00' }, 'days.0.slots.1.end', WORKING_HOURS_MESSAGES.endAfterStart],
    [{ start: '14:00', end: '14:00' }, 'days.0.slots.1.end', WORKING_HOURS_MESSAGES.endAfterStart],
    [{ start: '25:00', end: '26:00' }, 'days.0.slots.1.start', WORKING_HOURS_MESSAGES.time],
    [{ start: '11:00', end: '12:00' }, 'days.0.slots.1.start', WORKING_HOURS_MESSAGES.overlap],
  ])('refuses the slot %o with its message and keeps the saved week', async (slot, field, message) => {
    const { headers } = await account('individual');
    await save(headers, WEEK);
    const res = await save(headers, [
      {
        day: 'tuesday',
        status: 'open',
        slots: [
          { start: '09:00', end: '12:00', type: 'work' },
          { ...slot, type: 'work' },
        ],
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    expect((await read(headers)).map((d: { day: string }) => d.day)).toEqual(['monday', 'saturday', 'sunday']);
  });

  it('refuses a day given twice and an unknown day or type', async () => {
    const { headers } = await account('pseller');
    const twice = await save(headers, [
      { day: 'monday', status: 'closed', slots: [] },
      { day: 'monday', status: 'open', slots: [] },
    ]);
    expect(twice.json().error.message).toBe(WORKING_HOURS_MESSAGES.dayTwice);
    expect((await save(headers, [{ day: 'funday', status: 'open', slots: [] }])).statusCode).toBe(400);
    const badType = [{ day: 'monday', status: 'open', slots: [{ start: '09:00', end: '10:00', type: 'lunch' }] }];
    expect((await save(headers, badType)).statusCode).toBe(400);
    expect(await read(headers)).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    `${RACERS} saves at once of ${MAX_SLOTS_PER_DAY} slots each leave one of them (PostgreSQL)`,
    async () => {
      const { user, headers } = await account('individual');
      // Save i starts every slot i minutes past the hour: a mix of two saves would show.
      const time = (hour: number, minute: number) =>
        `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      const weeks = Array.from({ length: RACERS }, (_, i) => [
        {
          day: 'monday' as const,
          status: 'open' as const,
          slots: Array.from({ length: MAX_SLOTS_PER_DAY }, (_, h) => ({
            start: time(6 + h, i),
            end: time(7 + h, i),
            type: 'work' as const,
          })),
        },
      ]);
      const answers = await atOnce(RACERS, (i) => save(headers, weeks[i]));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(RACERS).fill(200));
      const stored = await ctx.database.query<{ starts_at: string }>(
        'SELECT starts_at FROM working_slots WHERE owner_id = $1',
        [user.id],
      );
      expect(stored).toHaveLength(MAX_SLOTS_PER_DAY);
      expect(weeks).toContainEqual(await read(headers));
    },
  );
});

describe('isWithinWorkingHours (for the appointments module)', () => {
  // 2026-12-07 is a Monday; Brussels is UTC+1 in December.
  const at = (local: string) => new Date(`${local}+01:00`);

  it('is true whenever the owner has set no working hours', async () => {
    const { user } = await account('pseller');
    const db = ctx.database.db;
    expect(
      await isWithinWorkingHours({
        db,
        ownerId: user.id,
        start: at('2026-12-06T23:00:00'),
        end: at('2026-12-06T23:30:00'),
      }),
    ).toBe(true);
    expect(await openIntervalsOf({ db, ownerId: user.id, weekday: 1 })).toBeNull();
  });

  it('follows work slots, breaks, closed and unlisted days in Belgian time', async () => {
    const { user, headers } = await account('individual');
    await save(headers, WEEK);
    const db = ctx.database.db;
    const within = (start: string, end: string) =>
      isWithinWorkingHours({ db, ownerId: user.id, start: at(start), end: at(end) });
    expect(await within('2026-12-07T09:00:00', '2026-12-07T10:00:00')).toBe(true);
    expect(await within('2026-12-07T11:30:00', '2026-12-07T12:30:00')).toBe(true);
    expect(await within('2026-12-07T12:00:00', '2026-12-07T13:00:00')).toBe(false); // into the break
    expect(await within('2026-12-07T08:30:00', '2026-12-07T09:30:00')).toBe(false); // before opening
    expect(await within('2026-12-07T17:30:00', '2026-12-07T18:00:00')).toBe(true);
    expect(await within('2026-12-08T10:00:00', '2026-12-08T11:00:00')).toBe(false); // Tuesday: not in the week
    expect(await within('2026-12-12T22:00:00', '2026-12-13T00:00:00')).toBe(true); // Saturday, open all day
    expect(await within('2026-12-13T10:00:00', '2026-12-13T11:00:00')).toBe(false); // Sunday: closed
    expect(await openIntervalsOf({ db, ownerId: user.id, weekday: 1 })).toEqual([
      { start: 9 * 60, end: 12 * 60 + 30 },
      { start: 13 * 60 + 30, end: 18 * 60 },
    ]);
  });
});
