import { create } from 'zustand';

/** A view in the tags bar (spec 3: path, title, meta with affix and noCache). */
export interface VisitedView {
  path: string;
  /** Path with its query, what the tag navigates back to. */
  fullPath: string;
  /** i18n key of the title; 'tagsView.noName' when the route has none. */
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

export const NO_NAME_TITLE = 'tagsView.noName';

interface TagsViewState {
  visitedViews: VisitedView[];
  /** Paths of the views kept alive when the user switches tabs. */
  cachedViews: string[];
  addView: (view: VisitedView) => void;
  addCachedView: (view: VisitedView) => void;
  delView: (path: string) => void;
  delCachedView: (path: string) => void;
  /** Keeps the affixed views and the given one. */
  delOthersViews: (path: string) => void;
  /** Keeps only the affixed views. */
  delAllViews: () => void;
  updateVisitedView: (view: Pick<VisitedView, 'path'> & Partial<VisitedView>) => void;
  /** Forgets everything, affixed views too (logout). */
  clear: () => void;
}

export const useTagsViewStore = create<TagsViewState>()((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((state) => {
      const visitedViews = state.visitedViews.some((v) => v.path === view.path)
        ? state.visitedViews.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath } : v))
        : [...state.visitedViews, { ...view, title: view.title || NO_NAME_TITLE }];
      const cache = !view.noCache && !state.cachedViews.includes(view.path);
      return { visitedViews, cachedViews: cache ? [...state.cachedViews, view.path] : state.cachedViews };
    }),
  addCachedView: (view) =>
    set((state) =>
      view.noCache || state.cachedViews.includes(view.path)
        ? state
        : { cachedViews: [...state.cachedViews, view.path] },
    ),
  delView: (path) =>
    set((state) => ({
      visitedViews: state.visitedViews.filter((v) => v.path !== path || v.affix),
      cachedViews: state.cachedViews.filter((p) => p !== path),
    })),
  delCachedView: (path) => set((state) => ({ cachedViews: state.cachedViews.filter((p) => p !== path) })),
  delOthersViews: (path) =>
    set((state) => ({
      visitedViews: state.visitedViews.filter((v) => v.affix || v.path === path),
      cachedViews: state.cachedViews.filter((p) => p === path),
    })),
  delAllViews: () =>
    set((state) => ({ visitedViews: state.visitedViews.filter((v) => v.affix), cachedViews: [] })),
  updateVisitedView: (view) =>
    set((state) => ({
      visitedViews: state.visitedViews.map((v) => (v.path === view.path ? { ...v, ...view } : v)),
    })),
  clear: () => set({ visitedViews: [], cachedViews: [] }),
}));

/** Where to go after the active view was closed: the last view left, else home. */
export function lastViewPath(views: readonly VisitedView[]): string {
  return views.at(-1)?.fullPath ?? '/';
}
