import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './fleet.css';

interface Props<V> {
  /** The always visible fields (Form.Items with names). */
  children: ReactNode;
  /** Fields behind "More filters". */
  more?: ReactNode;
  onSearch: (values: V) => void;
}

/**
 * A list's filters: applied with Search (or Enter), cleared by Reset. Inline on
 * a desktop; on a phone every field takes the whole width (fleet.css).
 */
export default function FilterBar<V extends object>({ children, more, onSearch }: Props<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [expanded, setExpanded] = useState(false);
  // Field ids must be unique: several kept-alive screens and dialogs have a "name" field.
  const name = `filters${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Form<V>
      name={name}
      form={form}
      layout="inline"
      className="rf-fleet-filters"
      onFinish={(values) => onSearch(values)}
      role="search"
    >
      {children}
      {/* Kept mounted while folded, so a filter set there still applies. */}
      {more && <div style={{ display: expanded ? 'contents' : 'none' }}>{more}</div>}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('fleet.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({} as V);
          }}
        >
          {t('fleet.reset')}
        </Button>
      </Form.Item>
      {more && (
        <Form.Item>
          <Button
            type="link"
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
          >
            {expanded ? t('fleet.fewerFilters') : t('fleet.moreFilters')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
