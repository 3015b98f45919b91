import type { DropdownProps } from 'antd';
import type { ComponentType } from 'react';
import { lazyPart } from './lazyPart';

/**
 * antd's Dropdown with its code fetched when a screen first renders one rather than in the screen's
 * chunk: the button shows (and works once the menu's code lands) without it. Dialogs and drawers
 * import antd's Modal and Drawer as they are: their own code is fetched when first opened
 * (lazyDialog). Modal's static methods come from useFeedback() (utils/feedback.ts).
 */
export const Dropdown = lazyPart(
  () => import('antd/es/dropdown') as Promise<{ default: ComponentType<DropdownProps> }>,
  { fallback: ({ children }) => children },
);
