import { Fragment, type ReactNode, type Ref, type UIEvent, useImperativeHandle, useRef } from 'react';

/** What rc-select's option list passes to @rc-component/virtual-list's List. */
interface Props<T> {
  prefixCls: string;
  data: readonly T[];
  itemKey: keyof T & string;
  height: number;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  onMouseDown?: (event: React.MouseEvent<HTMLDivElement>) => void;
  innerProps?: Record<string, unknown> | null;
  className?: string;
  style?: React.CSSProperties;
  children: (item: T, index: number, props: object) => ReactNode;
  ref?: Ref<ListRef>;
}

type ScrollTarget = number | undefined | { index?: number; key?: unknown; align?: 'top' | 'bottom' | 'auto' };
export interface ListRef {
  scrollTo: (target: ScrollTarget) => void;
}

/**
 * Stands in for @rc-component/virtual-list's List in antd's Select (rc-select's OptionList): every
 * option drawn in one scrolling box, in the List's markup when it is not virtual. The console's
 * selects hold tens of options (pickers search the server, 50 at a time), and the virtual list
 * (~5 KB gzip, its scroll bar, wheel and touch code) would load with every screen that has a
 * Select (build/lightImports.ts; App.tsx turns `virtual` off so options keep their roles).
 */
export default function PlainOptionList<T>(p: Props<T>) {
  const holder = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useImperativeHandle(p.ref, () => ({
    scrollTo: (target) => {
      const box = holder.current;
      if (!box || target === undefined) return;
      if (typeof target === 'number') {
        box.scrollTop = target;
        return;
      }
      const index = target.index ?? p.data.findIndex((item) => item[p.itemKey] === target.key);
      const row = inner.current?.children[index] as HTMLElement | undefined;
      if (row) scrollIntoBox(box, row, target.align ?? 'auto');
    },
  }));
  return (
    <div
      className={[p.prefixCls, p.className].filter(Boolean).join(' ')}
      style={{ ...p.style, position: 'relative' }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: rc-select's mousedown handler only keeps the focus in its input, as on the virtual list */}
      <div
        ref={holder}
        className={`${p.prefixCls}-holder`}
        style={{ maxHeight: p.height, overflowY: 'auto', overflowAnchor: 'none', position: 'relative' }}
        onScroll={p.onScroll}
        onMouseDown={p.onMouseDown}
      >
        <div
          ref={inner}
          className={`${p.prefixCls}-holder-inner`}
          style={{ display: 'flex', flexDirection: 'column' }}
          {...p.innerProps}
        >
          {p.data.map((item, index) => (
            <Fragment key={String(item[p.itemKey])}>{p.children(item, index, {})}</Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Scrolls `box` the least that shows all of `row` (or puts it at the top or bottom). */
export function scrollIntoBox(box: HTMLElement, row: HTMLElement, align: 'top' | 'bottom' | 'auto') {
  const top = row.offsetTop;
  const bottom = top + row.offsetHeight;
  if (align === 'top' || (align === 'auto' && top < box.scrollTop)) box.scrollTop = top;
  else if (align === 'bottom' || (align === 'auto' && bottom > box.scrollTop + box.clientHeight))
    box.scrollTop = bottom - box.clientHeight;
}
