import { materialPage, UPLOAD_LIMITS } from '@reelfleet/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleClip } from '../src/sim/platform/clip.ts';
import { ownerPerson } from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { addTexts, jpeg, png, storedFiles, untilProcessed, uploadFile } from './material-fixtures.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

/** An image upload's query: an original under the label "x", made by name. */
const IMAGE_X = 'type=image&subtype=original&tagMode=name&labelName=x';

describe(`materials API (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(() => ownerPerson(server, { points: 1000 }));
  const other = beforeAllValue(() => ownerPerson(server, { points: 1000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));
  const otherApi = beforeAllValue(async () => client(server, other.headers));
  /** Uploads `parts` as the owner with the upload's `query` (by default an image under the label "x"). */
  const upload = (parts: Parameters<typeof uploadFile>[3], query = IMAGE_X, lang?: string) =>
    uploadFile(server, owner.headers, query, parts, lang);

  it('adds text materials one per line, with emoji, under a label typed by name', async () => {
    const res = await addTexts(api, {
      name: 'Greetings',
      labelName: 'Friendly',
      texts: 'Hello 😀\n\n  Nice video 👍🔥  \nSee you 🌈',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.added).toBe(3);
    const list = await api.post('/resource/material/queryList?pageNo=1&pageSize=20', { type: 'text' });
    const page = materialPage.parse(list.body.data);
    expect(page.list.map((m) => m.text)).toEqual(['See you 🌈', 'Nice video 👍🔥', 'Hello 😀']);
    expect(page.list.every((m) => m.labelName === 'Friendly' && m.subtype === 'comment')).toBe(true);
    // The same label name again reuses the tag.
    await addTexts(api, { name: 'More', labelName: 'Friendly', texts: 'x' });
    const tags = await api.post('/resource/material/tag/queryAll');
    expect(tags.body.data.filter((t: { name: string }) => t.name === 'Friendly')).toHaveLength(1);
    expect(tags.body.data.find((t: { name: string }) => t.name === 'Friendly').count).toBe(4);
  });

  it('validates only the field of the chosen tag mode, naming it, in zh and en', async () => {
    const byName = await addTexts(api, { labelName: undefined });
    expect(byName.status).toBe(400);
    expect(fieldsOf(byName.body)).toEqual(['labelName']);
    expect(byName.body.message).toBe('Please enter a label name');
    const zh = client(server, owner.headers, 'zh-CN');
    const byId = await addTexts(zh, { tagMode: 'id' });
    expect(byId.status).toBe(400);
    expect(fieldsOf(byId.body)).toEqual(['labelId']);
    expect(byId.body.message).toBe('请选择标签');
    const noName = await addTexts(api, { name: ' ' });
    expect(noName.body.message).toBe('Name cannot be empty');
    const noSubtype = await addTexts(api, { subtype: undefined });
    expect(fieldsOf(noSubtype.body)).toEqual(['subtype']);
    // A label of another workspace is a 404, and nothing is added.
    const tag = await otherApi.post('/resource/material/tag/add', { name: 'Theirs' });
    const before = await api.post('/resource/material/queryList?pageNo=1&pageSize=10', { type: 'text' });
    const foreign = await addTexts(api, { tagMode: 'id', labelId: tag.body.data.id, labelName: undefined });
    expect(foreign.status).toBe(404);
    const after = await api.post('/resource/material/queryList?pageNo=1&pageSize=10', { type: 'text' });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('uploads an image: streamed to disk, thumbnail made, status polled, served only to its workspace', async () => {
    const tag = await api.post('/resource/material/tag/add', { name: 'Pictures' });
    const res = await upload(
      [{ filename: 'sunset.png', content: await png(800, 600) }],
      `type=image&subtype=original&tagMode=id&labelId=${tag.body.data.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'sunset',
      type: 'image',
      mime: 'image/png',
      labelName: 'Pictures',
    });
    const status = await untilProcessed(api, res.body.data.id);
    expect(status).toEqual({ id: res.body.data.id, status: 'ready', message: null });
    const item = (await api.get(`/resource/material/detail/${res.body.data.id}`)).body.data;
    expect(item).toMatchObject({ width: 800, height: 600, hasThumb: true });
    const thumb = await server.app.inject({
      url: `/api/resource/material/media/${item.id}/thumb`,
      headers: owner.headers,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);
    const file = await server.app.inject({
      url: `/api/resource/material/media/${item.id}/file`,
      headers: owner.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Another workspace: 404 for the media URLs, the status, the detail, update and delete.
    for (const variant of ['file', 'thumb']) {
      const foreign = await server.app.inject({
        url: `/api/resource/material/media/${item.id}/${variant}`,
        headers: other.headers,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await otherApi.get(`/resource/material/uploadStatus/${item.id}`)).status).toBe(404);
    expect((await otherApi.get(`/resource/material/detail/${item.id}`)).status).toBe(404);
    expect((await otherApi.del(`/resource/material/delete/${item.id}`)).status).toBe(404);
    const anonymous = await server.app.inject({ url: `/api/resource/material/media/${item.id}/file` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an image over 2 MB (413) and a file that is not an image (415), naming it, storing nothing', async () => {
    const before = storedFiles(server);
    const count = (await api.post('/resource/material/queryList?pageNo=1&pageSize=10', { type: 'image' }))
      .body.data.total;
    const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
    const tooBig = await upload([{ filename: 'huge.png', content: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('huge.png is larger than 2 MB and was not uploaded');
    const text = await upload(
      [{ filename: 'photo.png', content: Buffer.from('this is not a picture at all'), type: 'image/png' }],
      IMAGE_X,
      'zh-CN',
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('photo.png 不是 PNG、JPEG、GIF 或 WebP 图片');
    const videoAsImage = await upload([{ filename: 'clip.png', content: sampleClip() }]);
    expect(videoAsImage.status).toBe(415);
    const imageAsVideo = await upload(
      [{ filename: 'pic.mp4', content: await png() }],
      'type=video&subtype=original&tagMode=name&labelName=x',
    );
    expect(imageAsVideo.status).toBe(415);
    expect(imageAsVideo.body.message).toBe('pic.mp4 is not an MP4 or MOV video');
    // A bad query is refused before the file is read.
    const noLabel = await upload(
      [{ filename: 'a.png', content: await png() }],
      'type=image&subtype=original&tagMode=name',
    );
    expect(noLabel.status).toBe(400);
    expect(noLabel.body.data.errors[0].field).toBe('labelName');
    expect(storedFiles(server)).toEqual(before);
    const after = (await api.post('/resource/material/queryList?pageNo=1&pageSize=10', { type: 'image' }))
      .body.data.total;
    expect(after).toBe(count);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const head = await png();
    const exact = Buffer.concat([head, Buffer.alloc(UPLOAD_LIMITS.imageBytes - head.length)]);
    const res = await upload([{ filename: 'exact.png', content: exact }]);
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(UPLOAD_LIMITS.imageBytes);
  });

  it('uploads a video with its poster frame: duration read from the container, thumbnail from the poster', async () => {
    const res = await upload(
      [
        { filename: 'demo.mp4', content: sampleClip(), type: 'video/mp4' },
        { field: 'poster', filename: 'poster.jpg', content: await jpeg(), type: 'image/jpeg' },
      ],
      'type=video&subtype=noWatermark&tagMode=name&labelName=Clips&name=Demo%20clip',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Demo clip',
      mime: 'video/mp4',
      hasPoster: true,
      status: 'processing',
    });
    expect(await untilProcessed(api, res.body.data.id)).toMatchObject({ status: 'ready' });
    const item = (await api.get(`/resource/material/detail/${res.body.data.id}`)).body.data;
    expect(item).toMatchObject({ durationMs: 3000, width: 256, height: 144, hasThumb: true });
    const poster = await server.app.inject({
      url: `/api/resource/material/media/${item.id}/poster`,
      headers: owner.headers,
    });
    expect(poster.statusCode).toBe(200);
    expect(
      (
        await server.app.inject({
          url: `/api/resource/material/media/${item.id}/poster`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    // A poster that is not an image refuses the whole upload.
    const before = storedFiles(server);
    const badPoster = await upload(
      [
        { filename: 'demo.mp4', content: sampleClip() },
        { field: 'poster', filename: 'poster.jpg', content: Buffer.from('not a jpeg, not at all') },
      ],
      'type=video&subtype=original&tagMode=name&labelName=Clips',
    );
    expect(badPoster.status).toBe(415);
    expect(storedFiles(server)).toEqual(before);
  });

  it('renames, re-labels and deletes (with the files) all or none', async () => {
    const added = await addTexts(api, {
      name: 'Sig',
      subtype: 'signature',
      labelName: 'Bio',
      texts: 'one\ntwo',
    });
    const [a, b] = added.body.data.ids;
    const edit = { name: 'Sig 2', subtype: 'template', labelName: 'Titles', text: 'edited ✨' };
    const updated = await api.put('/resource/material/update', { id: a, tagMode: 'name', ...edit });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject(edit);
    const image = await upload([{ filename: 'gone.jpg', content: await jpeg() }]);
    await untilProcessed(api, image.body.data.id);
    const theirs = await addTexts(otherApi, { name: 'T', labelName: 't', texts: 'x' });
    const mixed = await api.del('/resource/material/deletes', { ids: [a, theirs.body.data.ids[0]] });
    expect(mixed.status).toBe(404);
    expect((await api.get(`/resource/material/detail/${a}`)).status).toBe(200);
    const filesBefore = storedFiles(server).length;
    const res = await api.del('/resource/material/deletes', { ids: [a, b, image.body.data.id] });
    expect(res.body.data.count).toBe(3);
    expect(storedFiles(server).length).toBe(filesBefore - 2);
  });
});
