import { Tooltip, type TooltipProps } from 'antd';
// antd's Dropdown without Dropdown.Button (which brings Space): every logged-in screen loads the navbar.
import Dropdown, { type DropdownProps } from 'antd/es/dropdown/dropdown';
import {
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

const FOCUSABLE = 'a[href], button, [tabindex]';

/**
 * The navbar's and the tags bar's hints and menus mount antd's Tooltip and Dropdown only once the
 * user reaches for them: mounted with the layout they built the dropdown's and the tooltip's styles
 * (about 45 KB of CSS made in JS) and their triggers' effects inside the first paint's task
 * (docs/console-shell.md, "The first paint and what the CPU does before it").
 *
 * `armed` turns true the first time a mouse enters the box (`boxProps`), the keyboard moves focus
 * into it or `arm` is called, and at once (flushSync), so the next events of the same gesture (the press and
 * the click after the pointer came in) reach what armed renders. Armed, the wrapped element is
 * mounted anew; focus that had moved into the box goes to the same element in the new one.
 */
export function useFirstUse() {
  const [armed, setArmed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const focusAt = useRef(-1);
  useLayoutEffect(() => {
    if (!armed || focusAt.current < 0) return;
    box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current]?.focus();
    focusAt.current = -1;
  }, [armed]);
  const arm = (andThen?: () => void): boolean => {
    if (armed) return false;
    flushSync(() => {
      setArmed(true);
      andThen?.();
    });
    return true;
  };
  const boxProps = {
    ref: box,
    className: 'rf-first-use',
    onPointerEnter: (event: PointerEvent) => {
      // A touch's pointerenter comes with its press: arming then would move the tap's element away.
      if (event.pointerType === 'mouse') arm();
    },
    onFocus: (event: FocusEvent) => {
      // Only the keyboard's focus: a tap focuses its button before the click, and arming then
      // would move the click's element away (the click arms it instead).
      if (armed || !box.current || !(event.target as Element).matches(':focus-visible')) return;
      focusAt.current = [...box.current.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element);
      arm();
    },
  };
  return { armed, arm, boxProps };
}

/** antd's Tooltip around `children`, mounted on first use (useFirstUse). */
export function FirstUseTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const { armed, boxProps } = useFirstUse();
  return <span {...boxProps}>{armed ? <Tooltip {...props}>{children}</Tooltip> : children}</span>;
}

/**
 * antd's Dropdown around `children` (a button opening it on click), mounted on first use
 * (useFirstUse). A click that comes first (a tap) mounts it and opens it once that click has gone
 * by: opened within it, the dropdown's own outside-click listener, added as it mounts, took the
 * same click (its element the replaced button's) for one outside and closed it again.
 */
export function FirstUseDropdown({ children, ...props }: DropdownProps & { children: ReactElement }) {
  const { armed, arm, boxProps } = useFirstUse();
  const [open, setOpen] = useState(false);
  return (
    <span {...boxProps} onClickCapture={() => arm() && setTimeout(() => setOpen(true))}>
      {armed ? (
        <Dropdown {...props} open={open} onOpenChange={setOpen}>
          {children}
        </Dropdown>
      ) : (
        children
      )}
    </span>
  );
}

/**
 * Whether the browser has had an idle moment since the caller mounted (at most `timeoutMs` later),
 * for parts that need not come with the screen's first paint (the fixed buttons, the sidebar's
 * menu); set in a transition.
 */
export function useIdleShown(timeoutMs = 2000): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(show, 1);
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return shown;
}
