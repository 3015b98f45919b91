import { describe, expect, it } from 'vitest';
import { fillPath, pathParams } from './common/endpoint.ts';
import { allEndpoints } from './endpoints.ts';

describe('endpoint declarations', () => {
  const endpoints = allEndpoints();

  it('declare each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    expect(keys.length).toBeGreaterThan(50);
  });

  it('that answer a page (list and total) and are not GETs declare read: true (never guessed from the path)', () => {
    const shapeOf = (r: unknown) => (r as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    const undeclared = endpoints
      .filter((e) => e.method !== 'GET' && 'list' in shapeOf(e.response) && 'total' in shapeOf(e.response))
      .filter((e) => !e.read)
      .map((e) => `${e.method} ${e.path}`);
    expect(undeclared).toEqual([]);
  });

  it('give every path parameter a schema, and a summary to every endpoint', () => {
    for (const e of endpoints) {
      expect(e.summary, e.path).not.toBe('');
      const names = pathParams(e.path);
      if (names.length === 0) continue;
      expect(e.params, e.path).toBeDefined();
      const shape = (e.params as unknown as { shape: Record<string, unknown> }).shape;
      for (const name of names) expect(shape, e.path).toHaveProperty(name);
    }
  });

  it('fill path parameters encoded and refuse a missing one', () => {
    expect(fillPath('/x/delete/:id', { id: 'a b' })).toBe('/x/delete/a%20b');
    expect(() => fillPath('/x/delete/:id', {})).toThrow(/id/);
  });
});
