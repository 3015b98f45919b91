import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ConfigContext } from 'antd/es/config-provider/context';
import useFormStyle from 'antd/es/form/style';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { COL, cls, ROW } from '../plainForm/PlainForm';
import './fleet.css';

interface Props<V> {
  /** The always visible fields (FilterItems, or the fields of filterFields.tsx). */
  children: ReactNode;
  /** Fields behind "More filters". */
  more?: ReactNode;
  onSearch: (values: V) => void;
  /** The filters already applied when the bar is drawn (a link to a filtered list). */
  initial?: Partial<V>;
}

interface Filters {
  values: Record<string, unknown>;
  change: (name: string, value: unknown) => void;
  /** The form's id prefix and antd's form classes (its style's hash) the items hang on. */
  id: string;
  item: string;
  styled: string;
}

const FiltersContext = createContext<Filters | null>(null);

/**
 * A list's filters: applied with Search (or Enter), cleared by Reset. Inline on
 * a desktop; on a phone every field takes the whole width (fleet.css). Drawn in
 * antd's inline Form markup and style, without antd's Form (rc-form and its
 * validator are ~20 KB gzip a list would load for fields that validate nothing).
 */
export default function FilterBar<V extends object>({ children, more, onSearch, initial }: Props<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, unknown>>(initial ?? {});
  const latest = useRef(values);
  latest.current = values;
  const [expanded, setExpanded] = useState(false);
  // The folded fields are drawn once first shown (their code, e.g. a date picker's, waits till then).
  const [moreShown, setMoreShown] = useState(false);
  if (expanded && !moreShown) setMoreShown(true);
  // Field ids must be unique: several kept-alive screens and dialogs have a "name" field.
  const id = `filters${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const prefix = useContext(ConfigContext).getPrefixCls('form');
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useFormStyle(prefix, rootCls);
  const styled = cls(cssVarCls, rootCls, hashId);
  const filters: Filters = {
    values,
    change: (name, value) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
    },
    id,
    item: `${prefix}-item`,
    styled,
  };
  const button = (control: ReactNode) => <FilterCell>{control}</FilterCell>;
  return (
    <FiltersContext.Provider value={filters}>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark is this form, as antd's Form was (Enter submits it) */}
      <form
        id={id}
        noValidate
        className={cls(prefix, `${prefix}-inline`, 'rf-fleet-filters', styled)}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(latest.current as V);
        }}
        role="search"
      >
        {children}
        {/* Kept mounted once shown, so a filter set there still applies while folded. */}
        {more && moreShown && <div style={{ display: expanded ? 'contents' : 'none' }}>{more}</div>}
        {button(
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('fleet.search')}
          </Button>,
        )}
        {button(
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              latest.current = {};
              setValues({});
              onSearch({} as V);
            }}
          >
            {t('fleet.reset')}
          </Button>,
        )}
        {more &&
          button(
            <Button
              type="link"
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
            >
              {expanded ? t('fleet.fewerFilters') : t('fleet.moreFilters')}
            </Button>,
          )}
      </form>
    </FiltersContext.Provider>
  );
}

/** antd's inline Form.Item markup around a control (or a placeholder) of a FilterBar. */
export function FilterCell({ children }: { children: ReactNode }) {
  const { item, styled } = useContext(FiltersContext)!;
  return (
    <div className={cls(item, `${item}-inline`, styled)}>
      <div className={cls(`${item}-row`, styled)} style={ROW}>
        <div className={cls(`${item}-control`, styled)} style={COL}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * A field of a FilterBar (in place of antd's Form.Item): its control gets the value under `name`
 * (as `valuePropName`, e.g. `checked` for a checkbox) and sets it on change.
 */
export function FilterItem({
  name,
  valuePropName = 'value',
  children,
}: {
  name: string;
  valuePropName?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const filters = useContext(FiltersContext)!;
  const control = cloneElement(children, {
    id: `${filters.id}_${name}`,
    [valuePropName]: filters.values[name],
    onChange: (input: unknown, ...rest: unknown[]) => {
      const target = (input as { target?: Record<string, unknown> } | null)?.target;
      filters.change(
        name,
        target && typeof target === 'object' && valuePropName in target ? target[valuePropName] : input,
      );
      (children.props.onChange as ((...args: unknown[]) => void) | undefined)?.(input, ...rest);
    },
  });
  return <FilterCell>{control}</FilterCell>;
}
