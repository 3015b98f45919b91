import { crudGroup } from '../common/crud.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { ADMIN_ONLY } from '../common/roles.ts';
import {
  contactSettings,
  contactSettingsBody,
  helpAddBody,
  helpAnnounceResult,
  helpArticle,
  helpDeleted,
  helpIdParams,
  helpPreview,
  helpPreviewBody,
  helpQueryBody,
  helpUpdateBody,
} from './index.ts';

/** The help centre: everyone reads; the admin writes (under /admin, which has no workspace ids). */
export const helpEndpoints = crudGroup('help', '/admin/help', (crud) => ({
  articles: {
    method: 'POST',
    path: '/help/article/queryList',
    read: true,
    summary: 'Documents, update log or announcements, newest first, with their rendered HTML',
    query: pageQuery,
    body: helpQueryBody,
    response: pageOf(helpArticle),
  },
  contact: {
    method: 'GET',
    path: '/help/contact',
    summary: "The contact dialog's handles and support hours",
    response: contactSettings,
  },
  add: crud.add({
    roles: ADMIN_ONLY,
    summary: 'Publish an article; an announcement notifies every active user (type system)',
    body: helpAddBody,
    response: helpAnnounceResult,
  }),
  update: crud.update({
    roles: ADMIN_ONLY,
    summary: "Change an article's title or text",
    body: helpUpdateBody,
    response: helpArticle,
  }),
  remove: crud.remove({
    roles: ADMIN_ONLY,
    summary: 'Delete an article',
    params: helpIdParams,
    response: helpDeleted,
  }),
  preview: {
    method: 'POST',
    path: '/admin/help/preview',
    read: true,
    roles: ADMIN_ONLY,
    summary: 'Render Markdown as the help centre will show it',
    body: helpPreviewBody,
    response: helpPreview,
  },
  updateContact: {
    method: 'PUT',
    path: '/admin/contact/update',
    roles: ADMIN_ONLY,
    summary: "Set the contact dialog's handles and support hours",
    body: contactSettingsBody,
    response: contactSettings,
  },
}));
