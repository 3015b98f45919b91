import { createContext, useContext } from 'react';

/** False while a kept-alive view is hidden behind another tab (pause polling with it). */
export const ViewActiveContext = createContext(true);

export function useViewActive(): boolean {
  return useContext(ViewActiveContext);
}
