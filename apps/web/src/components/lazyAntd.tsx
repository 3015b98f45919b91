import type { DrawerProps, ModalProps } from 'antd';
import type { ComponentType } from 'react';
import { lazyPart } from './lazyPart';

/**
 * antd's Modal and Drawer with their code fetched when a screen first renders one (closed) rather
 * than in the screen's chunk: a screen's first paint shows neither. Use these for the dialogs and
 * drawers a user opens; Modal's static methods come from useFeedback() (utils/feedback.ts).
 */
export const Modal = lazyPart(
  () => import('antd/es/modal') as Promise<{ default: ComponentType<ModalProps> }>,
);
export const Drawer = lazyPart(
  () => import('antd/es/drawer') as Promise<{ default: ComponentType<DrawerProps> }>,
);
