import { Avatar, Flex, List, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A row the picker found: a video or a user. */
export interface Found {
  id: string;
  title: ReactNode;
  sub: ReactNode;
  avatar: string;
}

/** The target picker's results: click a row to select it; `more` under the list loads the next page. */
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
  return (
    <List
      size="small"
      className="rf-picker-list"
      style={{ maxHeight: 280, overflow: 'auto', marginTop: 4 }}
      dataSource={rows}
      locale={{ emptyText: t('tasks.picker.none') }}
      loadMore={more}
      renderItem={(row) => {
        const on = selected.includes(row.id);
        return (
          <List.Item
            onClick={() => onToggle(row.id)}
            style={{ cursor: 'pointer' }}
            className={on ? 'rf-picker-on' : undefined}
            data-testid="picker-row"
            aria-selected={on}
          >
            <List.Item.Meta
              avatar={<Avatar shape="square" src={row.avatar} alt="" />}
              title={
                <Flex gap={6} align="center">
                  {on && <Tag color="blue">✓</Tag>}
                  <span>{row.title}</span>
                </Flex>
              }
              description={row.sub}
            />
          </List.Item>
        );
      }}
    />
  );
}
