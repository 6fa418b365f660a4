import { ErrorCode, type TBoundLandmark, type TLandmarkOrg } from '@fleet/contracts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'PA');
  b = await buildBusiness(t.app, platform, 'PB');
});
afterAll(() => t.close());

/** A multipart body by hand: text fields and an optional file. */
const multipart = (fields: Record<string, string | number>, file?: { name: string; content: string }) => {
  const boundary = '----fleet-test-boundary';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.content}\r\n`,
    );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const send = async (method: 'POST' | 'PUT', path: string, token: string, body: ReturnType<typeof multipart>) => {
  const res = await t.app.inject({
    method,
    url: `${API}/${path}`,
    headers: { ...body.headers, authorization: token, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; data: { id: number; fields?: { path: string; code: string }[] } } };
};

describe('point organisations with a landmark file', () => {
  let pointId = 0;
  it('creates one from a multipart form, and serves the file back', async () => {
    const r = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      a.adminToken,
      multipart({ name: 'Lobby', parentId: a.grandchildId }, { name: 'lobby.json', content: '{"landmarks":[1,2,3]}' }),
    );
    expect(r.body.code).toBe(0);
    pointId = r.body.data.id;
    const info = await call<TLandmarkOrg>(t.app, 'GET', `user-service/user/org/get/landmark/org/${pointId}`, { token: a.adminToken });
    expect(info.body.data).toMatchObject({ level: 4, name: 'Lobby', landmark: { fileName: 'lobby.json', size: 21 } });
    const file = await t.app.inject({
      method: 'GET',
      url: `${API}/user-service/user/org/landmark/file/${pointId}`,
      headers: { authorization: a.adminToken },
    });
    expect(file.body).toBe('{"landmarks":[1,2,3]}');
  });

  it('requires the file and valid fields, naming them', async () => {
    const noFile = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      a.adminToken,
      multipart({ name: 'Empty', parentId: a.grandchildId }),
    );
    expect(noFile.body.data.fields).toEqual([{ path: 'file', code: 'validation.required' }]);
    const bad = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      a.adminToken,
      multipart({ name: '', parentId: 'x' }, { name: 'f.bin', content: 'x' }),
    );
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.data.fields!.map((f) => f.path)).toEqual(expect.arrayContaining(['name', 'parentId']));
    const foreign = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      b.adminToken,
      multipart({ name: 'Spy', parentId: a.grandchildId }, { name: 'f.bin', content: 'x' }),
    );
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a NUL in a text field or in the file name, naming it', async () => {
    const inName = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      a.adminToken,
      multipart({ name: 'Lob\0by', parentId: a.grandchildId }, { name: 'f.bin', content: 'x' }),
    );
    expect(inName.status).toBe(400);
    expect(inName.body.data.fields).toEqual([{ path: 'name', code: 'validation.characters' }]);
    const inFile = await send(
      'POST',
      'user-service/user/org/save/landmark/org',
      a.adminToken,
      multipart({ name: 'Lobby', parentId: a.grandchildId }, { name: 'f\0.bin', content: 'x' }),
    );
    expect(inFile.status).toBe(400);
    expect(inFile.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'file', code: 'validation.characters' }] } });
  });

  it('replaces the file on update, and binds the landmark to a user of the subtree', async () => {
    const r = await send(
      'PUT',
      'user-service/user/org/update/landmark/org',
      a.adminToken,
      multipart({ id: pointId, name: 'Lobby', parentId: a.grandchildId }, { name: 'lobby-v2.json', content: '{}' }),
    );
    expect(r.body.code).toBe(0);
    const info = await call<TLandmarkOrg>(t.app, 'GET', `user-service/user/org/get/landmark/org/${pointId}`, { token: a.adminToken });
    expect(info.body.data.landmark).toMatchObject({ fileName: 'lobby-v2.json', size: 2 });
    const bindR = await call(t.app, 'POST', 'user-service/user/userinfo/bind/landmarks/operations', {
      token: a.adminToken,
      body: { userId: a.adminUserId, orgIds: [pointId] },
    });
    expect(bindR.body.code).toBe(0);
    const bound = await call<TBoundLandmark[]>(
      t.app,
      'GET',
      `user-service/user/userinfo/get/landmark/binded/list?userId=${a.adminUserId}`,
      { token: a.adminToken },
    );
    expect(bound.body.data).toEqual([{ orgId: pointId, name: 'Lobby', code: expect.any(String), fileName: 'lobby-v2.json' }]);
    const notPoint = await call(t.app, 'POST', 'user-service/user/userinfo/bind/landmarks/operations', {
      token: a.adminToken,
      body: { userId: a.adminUserId, orgIds: [a.childId] },
    });
    expect(notPoint.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgIds' }] } });
    const cross = await call(t.app, 'GET', `user-service/user/userinfo/get/landmark/binded/list?userId=${a.adminUserId}`, {
      token: b.adminToken,
    });
    expect(cross.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await call(t.app, 'POST', 'user-service/user/userinfo/unbind/landmarks/operations', {
          token: a.adminToken,
          body: { userId: a.adminUserId, orgIds: [pointId] },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (
        await call<TBoundLandmark[]>(t.app, 'GET', `user-service/user/userinfo/get/landmark/binded/list?userId=${a.adminUserId}`, {
          token: a.adminToken,
        })
      ).body.data,
    ).toEqual([]);
    // One file on disk: the replaced one went once the new one was committed.
    expect(readdirSync(path.join(t.filesDir, 'landmarks'))).toHaveLength(1);
  });

  it('removes the landmark file with its organisation', async () => {
    expect((await call(t.app, 'GET', `user-service/user/org/delete/${pointId}`, { token: a.adminToken })).body.code).toBe(0);
    expect(readdirSync(path.join(t.filesDir, 'landmarks'))).toHaveLength(0);
  });
});
