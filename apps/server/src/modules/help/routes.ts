import { helpEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { renderMarkdown } from './markdown.ts';
import { addArticle, deleteArticle, getContact, listArticles, setContact, updateArticle } from './service.ts';

/** The help centre: documents, update log, announcements, the contact dialog's settings. */
export async function helpRoutes(app: App) {
  const { db } = app.ctx;
  route(app, api.articles, async (req) => ok(await listArticles(db, req.lang, req.query, req.body)));
  route(app, api.contact, async () => ok(await getContact(db)));
  route(app, api.add, async (req) => ok(await addArticle(db, caller(req).userId, req.body)));
  route(app, api.update, async (req) => ok(await updateArticle(db, req.body)));
  route(app, api.remove, async (req) => ok(await deleteArticle(db, req.params.id)));
  route(app, api.preview, async (req) => ok({ html: renderMarkdown(req.body.body) }));
  route(app, api.updateContact, async (req) => ok(await setContact(db, req.body)));
}
