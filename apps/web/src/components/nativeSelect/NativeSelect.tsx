import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import { type CSSProperties, useContext } from 'react';
import { useSettingsStore } from '../../stores/settings';
import { cls } from '../plainForm/PlainForm';
import './nativeSelect.css';

export interface NativeOption<T> {
  value: T;
  /** Plain text: an <option> holds text only. */
  label: string;
}

interface Props<T extends string | number> {
  value?: T;
  options: readonly NativeOption<T>[];
  /** Set by a FilterItem when the select is a filter's. */
  onChange?: (value: T | undefined) => void;
  /** Accessible name; with `emptyLabel`, also what the box shows when nothing is chosen. */
  'aria-label': string;
  /** The choice meaning "none" (the box shows it greyed, as a placeholder); left out, one option is always chosen. */
  emptyLabel?: string;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A short list of fixed choices (a page size, an enum filter) as the browser's own <select>, drawn
 * in antd's outlined input box with a Select's arrow: antd's Select (rc-select, its trigger and
 * option list, ~17 KB gzip) would load with every list for choices that need no search. The open
 * list is the system's (a phone's own picker), in the console's light or dark scheme.
 */
export default function NativeSelect<T extends string | number>(p: Props<T>) {
  const prefix = useContext(ConfigContext).getPrefixCls('input');
  const rootCls = useCSSVarCls(prefix);
  const [hashId, cssVarCls] = useSharedStyle(prefix);
  useInputStyle(prefix, rootCls);
  const size = useSize();
  const dark = useSettingsStore((s) => s.darkMode);
  const { token } = theme.useToken();
  const index = p.options.findIndex((o) => o.value === p.value);
  const empty = index < 0;
  return (
    <span
      className={cls(
        `${prefix}-affix-wrapper`,
        `${prefix}-outlined`,
        size === 'small' && `${prefix}-affix-wrapper-sm`,
        size === 'large' && `${prefix}-affix-wrapper-lg`,
        'rf-native-select',
        p.disabled && `${prefix}-affix-wrapper-disabled`,
        hashId,
        cssVarCls,
        rootCls,
      )}
      style={p.style}
    >
      <select
        id={p.id}
        aria-label={p['aria-label']}
        disabled={p.disabled}
        value={empty ? '' : String(index)}
        // Nothing chosen: the label greyed as a placeholder (the secondary text colour reads at AA).
        style={{ colorScheme: dark ? 'dark' : 'light', color: empty ? token.colorTextSecondary : undefined }}
        onChange={({ target }) =>
          p.onChange?.(target.value ? p.options[Number(target.value)]?.value : undefined)
        }
      >
        {(p.emptyLabel !== undefined || empty) && <option value="">{p.emptyLabel ?? ''}</option>}
        {p.options.map((o, i) => (
          <option key={String(o.value)} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
      <span className="rf-native-select-arrow" style={{ color: token.colorTextQuaternary }} aria-hidden>
        <DownOutlined />
      </span>
    </span>
  );
}
