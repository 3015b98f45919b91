import { endpoint } from '../common/endpoint.ts';
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

const tags = ['help'];
const admin = [Role.admin];

/** The help centre: everyone reads; the admin writes (under /admin, which has no workspace ids). */
export const helpEndpoints = {
  articles: endpoint({
    method: 'POST',
    path: '/help/article/queryList',
    tags,
    summary: 'Documents, update log or announcements, newest first, with their rendered HTML',
    query: pageQuery,
    body: helpQueryBody,
    response: pageOf(helpArticle),
  }),
  contact: endpoint({
    method: 'GET',
    path: '/help/contact',
    tags,
    summary: "The contact dialog's handles and support hours",
    response: contactSettings,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/help/add',
    tags,
    roles: admin,
    summary: 'Publish an article; an announcement notifies every active user (type system)',
    body: helpAddBody,
    response: helpAnnounceResult,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/help/update',
    tags,
    roles: admin,
    summary: "Change an article's title or text",
    body: helpUpdateBody,
    response: helpArticle,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/help/delete/:id',
    tags,
    roles: admin,
    summary: 'Delete an article',
    params: helpIdParams,
    response: helpDeleted,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/admin/help/preview',
    tags,
    roles: admin,
    summary: 'Render Markdown as the help centre will show it',
    body: helpPreviewBody,
    response: helpPreview,
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: '/admin/contact/update',
    tags,
    roles: admin,
    summary: "Set the contact dialog's handles and support hours",
    body: contactSettingsBody,
    response: contactSettings,
  }),
};
