import { endpointGroup, type GroupedEndpoint } from './endpoint.ts';
import { pageQuery } from './pagination.ts';
import { batchResult, idParams } from './query.ts';

/** What an area says of one of the factory's endpoints: everything but its method and path. */
type Declared = Omit<GroupedEndpoint, 'method' | 'path'>;

/** An endpoint with these fixed fields, to which an area adds (or in which it replaces) the rest. */
const endpointWith =
  <const F extends object>(fixed: F) =>
  <const E extends Declared>(declared: E): Omit<F, keyof E> & E => ({ ...fixed, ...declared });

/**
 * The list, add, edit and delete endpoints of a list of rows under one base path (`/device/info`),
 * as every area names them (`queryList`, `queryAll`, `add`, `detail/:id`, `update`, `tag`,
 * `delete/:id`, `deletes`): each fixes the method, the path and the usual shapes (a page query,
 * `{ id }` params, a `{ count }` answer); the area adds its summary, bodies and answers. An area
 * declares its other endpoints beside these as usual.
 */
export function crudEndpoints<const B extends string>(base: B) {
  return {
    list: endpointWith({ method: 'POST', path: `${base}/queryList`, read: true, query: pageQuery }),
    /** Every row, for pickers. */
    all: endpointWith({ method: 'POST', path: `${base}/queryAll`, read: true }),
    add: endpointWith({ method: 'POST', path: `${base}/add` }),
    detail: endpointWith({ method: 'GET', path: `${base}/detail/:id`, params: idParams }),
    update: endpointWith({ method: 'PUT', path: `${base}/update` }),
    /** A tag (or none) for the selected rows. */
    tag: endpointWith({ method: 'PUT', path: `${base}/tag`, response: batchResult }),
    remove: endpointWith({
      method: 'DELETE',
      path: `${base}/delete/:id`,
      params: idParams,
      response: batchResult,
    }),
    removeMany: endpointWith({ method: 'DELETE', path: `${base}/deletes`, response: batchResult }),
  };
}

/** An area's endpoints under one OpenAPI tag (as `endpointGroup`), declared with the CRUD endpoints of `base`. */
export function crudGroup<const B extends string, const G extends Record<string, GroupedEndpoint>>(
  tag: string,
  base: B,
  declare: (crud: ReturnType<typeof crudEndpoints<B>>) => G,
) {
  return endpointGroup(tag, declare(crudEndpoints(base)));
}
