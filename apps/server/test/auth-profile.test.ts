import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from '@reelfleet/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password.ts';
import { bearer, createOwner, EN, fieldsOf, login, ownerWithToken, tokenFor, ZH } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { damagedJpeg, pngOf } from './material-fixtures.ts';
import { suiteServer } from './suite.ts';

/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(file: Buffer | null, filename = 'avatar.png', type = 'image/png') {
  const boundary = `----reelfleet${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`profile, password and avatar (${TEST_DB})`, () => {
  const server = suiteServer();

  const userRow = (username: string) =>
    server.ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const post = (url: string, token: string, payload: unknown, headers: Record<string, string> = EN) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...headers },
      payload: payload as object,
    });
  const upload = (token: string, file: Buffer | null, filename?: string, type?: string) => {
    const body = multipart(file, filename, type);
    return server.app.inject({
      method: 'POST',
      url: '/api/user/info/avatar',
      headers: { ...bearer(token), ...EN, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('returns the logged-in user in the contract shape', async () => {
    const { owner, token } = await ownerWithToken(server, 'profile_get');
    const res = await server.app.inject({ method: 'GET', url: '/api/user/info/get', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const info = userInfo.parse(res.json().data);
    expect(info).toMatchObject({
      id: owner.id,
      username: 'profile_get',
      roles: ['user'],
      workspaceId: owner.id,
    });
  });

  it('updates the editable fields and keeps them', async () => {
    const { token } = await ownerWithToken(server, 'profile_edit');
    const change = {
      name: 'Edited Name',
      alias: 'ed',
      email: 'edited@example.com',
      gender: 'female',
      introduction: 'line one\nline two',
      intervalTime: 30,
    };
    const res = await post('/api/user/info/update', token, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated successfully', data: change });
    const row = await userRow('profile_edit');
    expect(row).toMatchObject({
      name: 'Edited Name',
      alias: 'ed',
      email: 'edited@example.com',
      gender: 'female',
      introduction: 'line one\nline two',
      interval_time: 30,
    });
  });

  it('refuses role, level, balance, workspace and other fields, changing nothing', async () => {
    const { token } = await ownerWithToken(server, 'profile_sneaky');
    const before = await userRow('profile_sneaky');
    const attempts: Record<string, unknown>[] = [
      { name: 'Sneaky', role: 'admin' },
      { name: 'Sneaky', roles: ['admin'] },
      { name: 'Sneaky', level: 3 },
      { name: 'Sneaky', balance: 1_000_000 },
      { name: 'Sneaky', workspaceId: 1 },
      { name: 'Sneaky', workspace_id: 1 },
      { name: 'Sneaky', status: 'active', userType: 'admin' },
      { name: 'Sneaky', username: 'renamed' },
    ];
    for (const attempt of attempts) {
      const res = await post('/api/user/info/update', token, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      const unknown = Object.keys(attempt).filter((k) => k !== 'name');
      expect(fieldsOf(res.json()).sort()).toEqual(unknown.sort());
      expect(res.json().message).toBe(`Unknown field: ${unknown[0]}`);
    }
    expect(await userRow('profile_sneaky')).toEqual(before);
  });

  it('checks the edited values: email format, empty name, control characters', async () => {
    const { token } = await ownerWithToken(server, 'profile_rules');
    const before = await userRow('profile_rules');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ name: '   ' }, 'name', 'Name cannot be empty'],
      [{ name: 'nul\u0000byte' }, 'name', 'name contains characters that are not allowed'],
      [{ gender: 'robot' }, 'gender', 'gender must be one of: unknown, male, female'],
      [{ intervalTime: -1 }, 'intervalTime', 'intervalTime must be at least 0'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/user/info/update', token, body);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
      expect(res.json().message).toBe(message);
    }
    const zh = await post('/api/user/info/update', token, { email: 'bad' }, ZH);
    expect(zh.json().message).toBe('请输入正确的邮箱地址');
    const empty = await post('/api/user/info/update', token, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().message).toBe('Nothing done or changed');
    expect(await userRow('profile_rules')).toEqual(before);
  });

  it('refuses a new password without letters and digits or not longer than 8, in en and zh', async () => {
    const { token } = await ownerWithToken(server, 'pw_rules');
    const before = await userRow('pw_rules');
    for (const newPassword of ['abcdefghij', '1234567890', 'abc12345', '']) {
      const res = await post('/api/user/info/password', token, { oldPassword: 'secret123', newPassword });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['newPassword']);
      expect(res.json().message).toBe(
        'New password must contain letters and digits and be longer than 8 characters',
      );
    }
    const zh = await post(
      '/api/user/info/password',
      token,
      { oldPassword: 'secret123', newPassword: 'short1' },
      ZH,
    );
    expect(zh.json().message).toBe('新密码须包含字母和数字且长度大于 8 位');
    const noOld = await post('/api/user/info/password', token, { newPassword: 'abc123456' });
    expect(noOld.json().message).toBe('Current password is required');
    expect(fieldsOf(noOld.json())).toEqual(['oldPassword']);
    const wrongOld = await post('/api/user/info/password', token, {
      oldPassword: 'secret2',
      newPassword: 'abc123456',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('The current password is wrong');
    expect(fieldsOf(wrongOld.json())).toEqual(['oldPassword']);
    expect(await userRow('pw_rules')).toEqual(before);
    const stillAlive = await server.app.inject({
      method: 'GET',
      url: '/api/user/info/get',
      headers: bearer(token),
    });
    expect(stillAlive.statusCode).toBe(200);
  });

  it('changes the password and ends every session of the user, this one too', async () => {
    await createOwner(server, 'pw_change', 'secret123');
    await createOwner(server, 'pw_bystander', 'secret123');
    const token = await tokenFor(server, 'pw_change', 'secret123');
    const otherDevice = await tokenFor(server, 'pw_change', 'secret123');
    const bystander = await tokenFor(server, 'pw_bystander', 'secret123');
    const res = await post('/api/user/info/password', token, {
      oldPassword: 'secret123',
      newPassword: 'n3w-passw0rd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated; please log in again');
    for (const dead of [token, otherDevice]) {
      const after = await server.app.inject({
        method: 'GET',
        url: '/api/user/info/get',
        headers: bearer(dead),
      });
      expect(after.statusCode).toBe(401);
    }
    const alive = await server.app.inject({
      method: 'GET',
      url: '/api/user/info/get',
      headers: bearer(bystander),
    });
    expect(alive.statusCode).toBe(200);
    expect(await verifyPassword((await userRow('pw_change')).password_hash, 'n3w-passw0rd')).toBe(true);
    expect((await login(server, 'pw_change', 'secret123')).statusCode).toBe(400);
    expect((await login(server, 'pw_change', 'n3w-passw0rd')).statusCode).toBe(200);
  });

  it('takes a PNG avatar, serves it publicly by an unguessable name and drops the replaced one', async () => {
    const { token } = await ownerWithToken(server, 'avatar_user');
    const first = await upload(token, PNG_1X1);
    expect(first.statusCode).toBe(200);
    const path = first.json().data.avatarPath as string;
    // What the server re-encoded, whatever was sent.
    expect(path).toMatch(/^\/api\/user\/avatar\/[0-9a-f]{32}\.webp$/);
    const served = await server.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A year in the browser's cache (each upload has a new name), never in a shared one.
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    const info = await server.app.inject({
      method: 'GET',
      url: '/api/vue-element-admin/user/info',
      headers: bearer(token),
    });
    expect(info.json().data.avatar).toBe(path);
    expect(info.json().data.user.avatarPath).toBe(path);

    // 1.5 MB: over the JSON body limit, under the image limit.
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1_500_000)]);
    const second = await upload(token, big, 'big.PNG');
    expect(second.statusCode).toBe(200);
    const secondPath = second.json().data.avatarPath;
    expect(secondPath).not.toBe(path);
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    // Only the pixels are kept: not the 1.5 MB that trailed them.
    const kept = (await server.app.inject({ method: 'GET', url: secondPath })).rawPayload;
    expect(kept.length).toBeLessThan(1000);
  });

  it('re-encodes an avatar: turned upright, at most 512 × 512, without its EXIF and GPS metadata', async () => {
    const { token } = await ownerWithToken(server, 'avatar_exif');
    // A 1200 × 900 photo stored sideways (orientation 6), with its camera, author and place.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#aa3322' } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Artist: 'Jane Roe' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSLongitudeRef: 'E' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 1200, height: 900 });
    expect(photo.includes(Buffer.from('Jane Roe'))).toBe(true);
    const res = await upload(token, photo, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = (await server.app.inject({ method: 'GET', url: res.json().data.avatarPath })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const text of ['Jane Roe', 'PhoneCo', 'Exif'])
      expect(stored.includes(Buffer.from(text))).toBe(false);
  });

  it('refuses an avatar over the pixel limit before decoding it, and a damaged one, in words (422)', async () => {
    const { token } = await ownerWithToken(server, 'avatar_huge');
    const huge = await upload(token, pngOf(16000, 16000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({
      code: 422,
      message: 'The image is 16000 × 16000 pixels: an avatar may have at most 25 megapixels',
    });
    const damaged = await upload(token, await damagedJpeg(), 'me.jpg', 'image/jpeg');
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().message).toBe('This image could not be read: the file is damaged or not an image');
    const garbled = await upload(token, pngOf(64, 64, Buffer.from('not compressed pixels')));
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().message).toBe('This image could not be read: the file is damaged or not an image');
    expect((await userRow('avatar_huge')).avatar_path).toBeNull();
    expect(
      readdirSync(join(server.ctx.config.DATA_DIR, 'avatars')).filter((n) => n.includes('part')),
    ).toEqual([]);
  });

  it('refuses a text file named .png (415), 3 MB (413), no file (400) and a JSON body (415)', async () => {
    const { token } = await ownerWithToken(server, 'avatar_bad');
    const text = await upload(token, Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 415,
      message: 'The avatar must be a PNG, JPEG, GIF or WebP image',
    });
    const huge = await upload(token, Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 413, message: 'The image must be at most 2 MB' });
    const none = await upload(token, null);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json())).toEqual(['file']);
    const json = await post('/api/user/info/avatar', token, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await userRow('avatar_bad')).avatar_path).toBeNull();
  });

  it('answers 404 for avatar names that are not ours, and 401 for an upload without a token', async () => {
    for (const name of ['..%2F..%2Fsecret.key', '0123456789abcdef0123456789abcdef.png', 'x.svg']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/user/avatar/${name}` });
      expect(res.statusCode).toBe(404);
    }
    const body = multipart(PNG_1X1);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/user/info/avatar',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
