import { beforeEach, describe, expect, it } from 'vitest';
import { lastViewPath, NO_NAME_TITLE, useTagsViewStore, type VisitedView } from './tagsView';

/** A visited view of `path` (its full path too, unless `more` says otherwise). */
const view = (path: string, title: string, more: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  title,
  ...more,
});
const dashboard = view('/dashboard', 'route.dashboard', { affix: true });
const devices = view('/devices/list', 'route.deviceList');
const redirect = view('/redirect/x', 'route.redirect', { noCache: true });
const videos = view('/video/list', 'route.videoList', { fullPath: '/video/list?page=2' });

const store = () => useTagsViewStore.getState();
const visited = () => store().visitedViews.map((v) => v.path);

beforeEach(() => {
  store().clear();
  store().addView(dashboard);
  store().addView(devices);
  store().addView(videos);
});

describe('tags view store', () => {
  it('keeps each visited view once, in visit order, and caches it', () => {
    store().addView({ ...devices, fullPath: '/devices/list?group=2' });
    expect(visited()).toEqual(['/dashboard', '/devices/list', '/video/list']);
    expect(store().visitedViews[1]?.fullPath).toBe('/devices/list?group=2');
    expect(store().cachedViews).toEqual(['/dashboard', '/devices/list', '/video/list']);
  });

  it('does not cache views flagged noCache', () => {
    store().addView(redirect);
    expect(visited()).toContain('/redirect/x');
    expect(store().cachedViews).not.toContain('/redirect/x');
  });

  it('names a view without title no-name', () => {
    store().addView({ path: '/x', fullPath: '/x', title: '' });
    expect(store().visitedViews.at(-1)?.title).toBe(NO_NAME_TITLE);
  });

  it('closes one view and forgets its cache', () => {
    store().delView('/devices/list');
    expect(visited()).toEqual(['/dashboard', '/video/list']);
    expect(store().cachedViews).toEqual(['/dashboard', '/video/list']);
  });

  it('never closes an affixed view', () => {
    store().delView('/dashboard');
    expect(visited()).toContain('/dashboard');
  });

  it('closes the others but keeps affixed views', () => {
    store().delOthersViews('/video/list');
    expect(visited()).toEqual(['/dashboard', '/video/list']);
    expect(store().cachedViews).toEqual(['/video/list']);
  });

  it('closes all but the affixed views', () => {
    store().delAllViews();
    expect(visited()).toEqual(['/dashboard']);
    expect(store().cachedViews).toEqual([]);
  });

  it('drops only the cache of a view being refreshed', () => {
    store().delCachedView('/devices/list');
    expect(visited()).toContain('/devices/list');
    expect(store().cachedViews).not.toContain('/devices/list');
  });

  it('goes to the last remaining view after closing the active one, else home', () => {
    store().delView('/video/list');
    expect(lastViewPath(store().visitedViews)).toBe('/devices/list');
    expect(lastViewPath([])).toBe('/');
  });
});
