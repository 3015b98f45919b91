import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Server-rendered Markdown: markdown-it with raw HTML off, so the HTML holds no tag the author typed.
 * A link to a console path (`/devices/list`, `/dashboard?open=rent`) opens it in this console, as
 * the menu does, instead of loading the page again; other links keep the browser's way.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside take the keyboard themselves; this only routes their clicks
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML escaped and unsafe links dropped
    <div className="rf-markdown" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
