import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { Role } from '../common/roles.ts';
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

const admin = [Role.admin];

/** The help centre: everyone reads; the admin writes (under /admin, which has no workspace ids). */
export const helpEndpoints = endpointGroup('help', {
  articles: {
    method: 'POST',
    path: '/help/article/queryList',
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
  add: {
    method: 'POST',
    path: '/admin/help/add',
    roles: admin,
    summary: 'Publish an article; an announcement notifies every active user (type system)',
    body: helpAddBody,
    response: helpAnnounceResult,
  },
  update: {
    method: 'PUT',
    path: '/admin/help/update',
    roles: admin,
    summary: "Change an article's title or text",
    body: helpUpdateBody,
    response: helpArticle,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/help/delete/:id',
    roles: admin,
    summary: 'Delete an article',
    params: helpIdParams,
    response: helpDeleted,
  },
  preview: {
    method: 'POST',
    path: '/admin/help/preview',
    roles: admin,
    summary: 'Render Markdown as the help centre will show it',
    body: helpPreviewBody,
    response: helpPreview,
  },
  updateContact: {
    method: 'PUT',
    path: '/admin/contact/update',
    roles: admin,
    summary: "Set the contact dialog's handles and support hours",
    body: contactSettingsBody,
    response: contactSettings,
  },
});
