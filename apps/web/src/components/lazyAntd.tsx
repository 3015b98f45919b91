import type { DrawerProps, DropdownProps, ModalProps } from 'antd';
import type { ComponentType } from 'react';
import { lazyPart } from './lazyPart';

/**
 * antd's Modal, Drawer and Dropdown with their code fetched when a screen first renders one (closed) rather
 * than in the screen's chunk: a screen's first paint shows no dialog, and a dropdown's button
 * shows (and works once the menu's code lands) without it. Use these for the dialogs and
 * drawers a user opens; Modal's static methods come from useFeedback() (utils/feedback.ts).
 */
export const Modal = lazyPart(
  () => import('antd/es/modal') as Promise<{ default: ComponentType<ModalProps> }>,
);
export const Drawer = lazyPart(
  () => import('antd/es/drawer') as Promise<{ default: ComponentType<DrawerProps> }>,
);
export const Dropdown = lazyPart(
  () => import('antd/es/dropdown') as Promise<{ default: ComponentType<DropdownProps> }>,
  { fallback: ({ children }) => children },
);
