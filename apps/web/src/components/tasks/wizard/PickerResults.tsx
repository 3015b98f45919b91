import { Flex, Tag, theme } from 'antd';
// Avatar alone: antd's index adds Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/** A row the picker found: a video or a user. */
export interface Found {
  id: string;
  title: ReactNode;
  sub: ReactNode;
  avatar: string;
}

/**
 * The target picker's results: click a row (or Enter, Space) to select it; `more` under the list
 * loads the next page. Plain rows, not antd's List, which brought its pagination and grid code to
 * the first step of six wizards (docs/decisions.md).
 */
export default function PickerResults({
  rows,
  selected,
  onToggle,
  more,
}: {
  rows: Found[];
  selected: string[];
  onToggle: (id: string) => void;
  more: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className="rf-picker-list" style={{ maxHeight: 280, overflow: 'auto', marginTop: 4 }}>
      {rows.length === 0 ? (
        <div style={{ padding: 16, textAlign: 'center', color: token.colorTextDescription }}>
          {t('tasks.picker.none')}
        </div>
      ) : (
        <div role="listbox" aria-multiselectable aria-label={t('tasks.picker.find')}>
          {rows.map((row) => {
            const on = selected.includes(row.id);
            return (
              <div
                key={row.id}
                role="option"
                tabIndex={0}
                aria-selected={on}
                data-testid="picker-row"
                className={on ? 'rf-picker-on' : undefined}
                onClick={() => onToggle(row.id)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  onToggle(row.id);
                }}
                style={{
                  display: 'flex',
                  gap: 12,
                  alignItems: 'flex-start',
                  padding: `${token.paddingXS}px ${token.padding}px`,
                  borderBlockEnd: `${token.lineWidth}px solid ${token.colorSplit}`,
                  cursor: 'pointer',
                  background: on ? token.controlItemBgActive : undefined,
                }}
              >
                <Avatar shape="square" src={row.avatar} alt="" />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Flex gap={6} align="center" style={{ color: token.colorText }}>
                    {on && <Tag color="blue">✓</Tag>}
                    <span>{row.title}</span>
                  </Flex>
                  <div style={{ color: token.colorTextDescription }}>{row.sub}</div>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {more}
    </div>
  );
}
