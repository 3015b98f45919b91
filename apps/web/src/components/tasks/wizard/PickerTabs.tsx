import { useRef } from 'react';

/**
 * The target picker's sources as a row of tabs (antd's small Tabs look: tasks.css), arrow keys
 * moving between them. Hand-written: antd's Tabs (10 KB gzip with its styles) was on the first
 * step of six wizards for these three labels (docs/decisions.md).
 */
export default function PickerTabs<K extends string>({
  items,
  active,
  onChange,
}: {
  items: ReadonlyArray<{ key: K; label: string }>;
  active: K;
  onChange: (key: K) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const go = (i: number) => {
    const at = (i + items.length) % items.length;
    onChange(items[at]!.key);
    tabs.current[at]?.focus();
  };
  return (
    <div role="tablist" className="rf-picker-tabs">
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          className="rf-picker-tab"
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(i + 1);
            else if (e.key === 'ArrowLeft') go(i - 1);
            else return;
            e.preventDefault();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
