import {
  type BatchResult,
  type Page,
  TAG_ROUTE_BASES,
  type TagItem,
  type TagListBody,
} from '@reelfleet/contract';
import type { PageParams } from './finance';
import { http, type RequestOptions } from './request';

/** The tag kinds the console manages (TAG_ROUTE_BASES): account, device, group, proxy. */
export type FleetTagKind = keyof typeof TAG_ROUTE_BASES;

/** One tag API for every kind: the server serves them all from one implementation. */
export function tagsApi(kind: FleetTagKind) {
  const base = TAG_ROUTE_BASES[kind];
  return {
    list: (body: TagListBody, page: PageParams) =>
      http.post<Page<TagItem>>(`${base}/queryList`, body, { query: { ...page } }),
    /** Every tag of the kind (system labels first), for filters and pickers. */
    all: () => http.post<TagItem[]>(`${base}/queryAll`),
    add: (name: string, options?: RequestOptions) => http.post<TagItem>(`${base}/add`, { name }, options),
    rename: (id: number, name: string, options?: RequestOptions) =>
      http.put<TagItem>(`${base}/update`, { id, name }, options),
    remove: (id: number) => http.delete<BatchResult>(`${base}/delete/${id}`),
    removeMany: (ids: number[]) => http.delete<BatchResult>(`${base}/deletes`, { ids }),
  };
}
