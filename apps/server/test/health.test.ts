import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

describe(`health and envelope (${TEST_DB})`, () => {
  const server = suiteServer();

  it('answers health with the database kind', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok', db: TEST_DB } });
  });

  it('refuses a protected path without a token, in the caller language', async () => {
    const en = await server.app.inject({ method: 'GET', url: '/api/user/info/get' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ code: 401, message: 'Please log in', data: null });
    const zh = await server.app.inject({
      method: 'GET',
      url: '/api/user/info/get',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(zh.json().message).toBe('请先登录');
  });

  it('serves the OpenAPI document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
