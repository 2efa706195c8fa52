import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@immora/shared/listing-form';
import { PROFILE_MESSAGES } from '@immora/shared/profiles';
import { agencies } from '../../db/schema/agencies.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, signIn } from '../../../test/account-factories.ts';
import { bilevelPng, zipOf } from '../../../test/hostile-images.ts';

/** Issue 13: the profile picture (an agency's logo) is checked like listing photos and its old files go. */
let ctx: TestContext;
const pictures = {} as Record<'first' | 'second' | 'small' | 'text' | 'bomb' | 'polyglot', Buffer>;
const drawn = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp();
  pictures.first = await drawn(2048, 768, '#1d4e89');
  pictures.second = await drawn(2048, 768, '#ffb000');
  pictures.small = await drawn(400, 400, '#2a9d8f');
  pictures.text = Buffer.from('not a picture\n'.repeat(40));
  // Decision 040: refused before decoding, like listing photos.
  pictures.bomb = bilevelPng(10_920, 10_920);
  pictures.polyglot = Buffer.concat([pictures.second, zipOf('index.html', '<script>alert(1)</script>')]);
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.15.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
async function account(role: 'buyer' | 'agency' = 'buyer') {
  const user = await createAccount(ctx.database, { role });
  return { user, headers: bearer(await signIn(ctx.app, user.email, user.password, nextIp())) };
}
const upload = (headers: Record<string, string>, files: Buffer[]) => {
  const form = new FormData();
  for (const data of files) form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'me.jpg');
  return ctx.app.inject({ method: 'PUT', url: '/api/users/me/picture', headers, payload: form });
};
const remove = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/users/me/picture', headers });
const filesIn = (folder: string) => {
  const dir = join(ctx.dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('PUT and DELETE /api/users/me/picture', () => {
  it('stores the picture in every width and format, replaces it, and removes the old files', async () => {
    const { user, headers } = await account();
    const first = await upload(headers, [pictures.first]);
    expect(first.statusCode).toBe(200);
    const picture = first.json().data.picture;
    expect(picture.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600, 2048]);
    expect(picture.url).toBe(picture.variants[0].jpeg);
    const firstFiles = filesIn(`users/${user.id}`);
    expect(firstFiles).toHaveLength(12);

    const second = await upload(headers, [pictures.second]);
    expect(second.statusCode).toBe(200);
    const secondFiles = filesIn(`users/${user.id}`);
    expect(secondFiles).toHaveLength(12);
    expect(secondFiles.filter((f) => firstFiles.includes(f))).toEqual([]);

    const gone = await remove(headers);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.picture).toBeNull();
    expect(filesIn(`users/${user.id}`)).toEqual([]);
    const again = await remove(headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PROFILE_MESSAGES.noPicture);
  });

  it.each([
    ['small', PHOTO_MESSAGES.tooSmall],
    ['text', PHOTO_MESSAGES.type],
    ['bomb', PHOTO_MESSAGES.tooManyPixels],
    ['polyglot', PHOTO_MESSAGES.polyglot],
  ] as const)('refuses a %s file with the photo message and keeps the current picture', async (which, message) => {
    const { user, headers } = await account();
    const before = (await upload(headers, [pictures.first])).json().data.picture;
    const res = await upload(headers, [pictures[which]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/users/me/profile', headers })).json().data.picture;
    expect(after).toEqual(before);
    expect(filesIn(`users/${user.id}`)).toHaveLength(12);
    expect(existsSync(join(ctx.dataDir, 'upload-tmp')) ? readdirSync(join(ctx.dataDir, 'upload-tmp')) : []).toEqual([]);
  });

  it('takes one picture at a time, and needs one', async () => {
    const { headers } = await account();
    expect((await upload(headers, [pictures.first, pictures.second])).json().error.message).toBe(
      PROFILE_MESSAGES.pictureOne,
    );
    expect((await upload(headers, [])).json().error.message).toBe(PROFILE_MESSAGES.pictureMissing);
  });

  it("is an agency's logo, shown on its public page", async () => {
    const { user, headers } = await account('agency');
    const [agency] = await ctx.database.db
      .insert(agencies)
      .values({ ownerId: user.id, name: 'Logo Immo', email: 'logo@immo.be', phone: '0922312345', address: '' })
      .returning();
    const res = await upload(headers, [pictures.first]);
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.picture.url;
    expect(logo).toMatch(new RegExp(`^/uploads/agencies/${agency!.id}/[0-9a-f]{20}-480\\.jpg$`));
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/agencies/${agency!.id}` })).json().data;
    expect(page.logo).toBe(logo);
  });

  it('needs a session', async () => {
    expect((await upload({}, [pictures.first])).statusCode).toBe(401);
  });
});
