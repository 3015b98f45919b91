import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, loggerOptions } from '../src/http/logging.ts';

/** A server logger at `info` writing its lines into `lines`, as main.ts configures it. */
function parentLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return Fastify({ logger: { ...(loggerOptions('info') as object), stream } }).log;
}

describe('a request’s lazy logger', () => {
  it('writes nothing below its level and builds no child for it', () => {
    const lines: string[] = [];
    const parent = parentLogger(lines);
    let children = 0;
    const counting = Object.assign(Object.create(parent), {
      child: (...args: Parameters<typeof parent.child>) => {
        children++;
        return parent.child(...args);
      },
    });
    const log = lazyChildLogger(counting, { reqId: 'req-1' }, { level: 'warn' });
    log.info('incoming request');
    log.debug('detail');
    expect(log.level).toBe('warn');
    expect(children).toBe(0);
    expect(lines).toEqual([]);
  });

  it('writes at and above its level with the request id, redacting secrets', () => {
    const lines: string[] = [];
    const log = lazyChildLogger(parentLogger(lines), { reqId: 'req-2' }, { level: 'warn' });
    log.warn({ body: { password: 'hunter22' } }, 'slow');
    log.error('failed');
    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 'slow'],
      ['req-2', 'failed'],
    ]);
    expect(lines.join('')).not.toContain('hunter22');
  });

  it('inherits the server’s level when the route sets none', () => {
    const lines: string[] = [];
    const log = lazyChildLogger(parentLogger(lines), { reqId: 'req-3' }, {});
    log.debug('hidden');
    log.info('shown');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['shown']);
  });
});
