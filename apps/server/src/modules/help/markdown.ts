import MarkdownIt from 'markdown-it';

/**
 * Markdown for the help centre, rendered by markdown-it with raw HTML off: a
 * `<script>` or any other tag in the source comes out as text, and links whose
 * scheme is not http(s), mailto or tel are not made links (markdown-it's
 * validateLink already drops javascript:, vbscript:, file: and most data:).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/(?!\/))/i;
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => defaultValidate(url) && SAFE_LINK.test(url.trim());

// Links open in a new tab without handing the console's window to the linked page.
const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && /^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
