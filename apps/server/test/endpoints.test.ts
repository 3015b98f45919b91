import { allEndpoints } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

describe(`endpoints declared once (${TEST_DB})`, () => {
  const server = suiteServer();

  it('serves every declared endpoint and documents its answer in OpenAPI', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const e of allEndpoints()) {
      const path = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${path}`).toBeDefined();
      if (!e.response) continue;
      const answer = operation.responses['200'].content['application/json'].schema;
      expect(Object.keys(answer.properties), path).toEqual(['code', 'message', 'data']);
    }
  });

  it('has no route outside the declarations', async () => {
    const declared = new Set(
      allEndpoints().map((e) => `${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (!declared.has(key)) undeclared.push(key);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
