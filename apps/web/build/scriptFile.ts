import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';

interface Emitter {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

/**
 * A script of index.html as a file of its own, named by its content: the server's CSP allows no
 * inline script (script-src 'self', docs/security.md). A classic script, so it still runs where it
 * stands, before the page goes on. The dev server (no CSP, no bundle) keeps it inline.
 */
export function scriptTag(
  context: unknown,
  ctx: IndexHtmlTransformContext,
  name: string,
  code: string,
  injectTo: HtmlTagDescriptor['injectTo'],
): HtmlTagDescriptor {
  if (!ctx.bundle) return { tag: 'script', children: code, injectTo };
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10).replaceAll(/[-_]/g, 'x');
  const fileName = `assets/${name}-${hash}.js`;
  (context as Emitter).emitFile({ type: 'asset', fileName, source: code });
  return { tag: 'script', attrs: { src: `/${fileName}` }, injectTo };
}
