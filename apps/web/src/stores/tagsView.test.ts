import { beforeEach, describe, expect, it } from 'vitest';
import { lastViewPath, NO_NAME_TITLE, useTagsViewStore, type VisitedView } from './tagsView';

const dashboard: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: 'route.dashboard',
  affix: true,
};
const devices: VisitedView = { path: '/devices/list', fullPath: '/devices/list', title: 'route.deviceList' };
const redirect: VisitedView = {
  path: '/redirect/x',
  fullPath: '/redirect/x',
  title: 'route.redirect',
  noCache: true,
};
const videos: VisitedView = { path: '/video/list', fullPath: '/video/list?page=2', title: 'route.videoList' };

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
