/** Server-rendered Markdown: markdown-it with raw HTML off, so the HTML holds no tag the author typed. */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML escaped and unsafe links dropped
  return <div className="rf-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
