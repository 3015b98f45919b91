// antd's own files: its Form would bring rc-form, async-validator, the grid and Tooltip along.
import { ConfigContext } from 'antd/es/config-provider/context';
import SizeContext from 'antd/es/config-provider/SizeContext';
import type { RuleObject } from 'antd/es/form';
import useFormStyle from 'antd/es/form/style';
import {
  type ChangeEvent,
  cloneElement,
  createContext,
  type FocusEventHandler,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { PlainFormState } from './usePlainForm';

interface Context {
  form: PlainFormState;
  /** antd's form class prefix ('ant-form') and the classes its styles hang on. */
  prefix: string;
  styled: string;
}

const PlainFormContext = createContext<Context | null>(null);

export const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A vertical form with antd's Form look (its own style rules and class names, no required marks)
 * for screens that must load light (the login page): no rc-form, async-validator, grid or tooltip
 * code. The state is usePlainForm's; fields are PlainFields.
 */
export default function PlainForm<V>({
  form,
  onFinish,
  onFocus,
  children,
}: {
  form: PlainFormState;
  onFinish: (values: V) => void;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const prefix = useContext(ConfigContext).getPrefixCls('form');
  const size = useContext(SizeContext);
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useFormStyle(prefix, rootCls);
  const styled = cls(cssVarCls, rootCls, hashId);
  return (
    <PlainFormContext.Provider value={{ form, prefix, styled }}>
      <form
        noValidate
        className={cls(
          prefix,
          `${prefix}-vertical`,
          `${prefix}-hide-required-mark`,
          size === 'large' && `${prefix}-large`,
          size === 'small' && `${prefix}-small`,
          styled,
        )}
        onFocus={onFocus}
        onSubmit={(event) => {
          event.preventDefault();
          void form.validate().then((values) => values && onFinish(values as V));
        }}
      >
        {children}
      </form>
    </PlainFormContext.Provider>
  );
}

const inputValue = (input: unknown) =>
  input && typeof input === 'object' && 'target' in input
    ? (input as ChangeEvent<HTMLInputElement>).target.value
    : input;

/** Grid's row and column rules, inline: antd's grid styles are not loaded with this form. */
export const ROW = { display: 'flex', flexWrap: 'wrap', minWidth: 0 } as const;
export const COL = { position: 'relative', maxWidth: '100%', minHeight: 1 } as const;

/**
 * A field of a PlainForm in antd's Form.Item markup: its label, the control (given `id`, `value`,
 * `onChange`, `status` and the aria attributes as Form.Item gives them) and its errors under it.
 */
export function PlainField({
  name,
  label,
  rules,
  normalize,
  required,
  children,
}: {
  name: string;
  label: string;
  rules: readonly RuleObject[];
  normalize?: (value: unknown) => unknown;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { form, prefix, styled } = useContext(PlainFormContext)!;
  const item = `${prefix}-item`;
  // Registered once per field, not on every render (a caller's rules are often a new array each time).
  const latestRules = useRef(rules);
  latestRules.current = rules;
  useEffect(() => {
    form.rules.set(name, latestRules);
    return () => void form.rules.delete(name);
  }, [form.rules, name]);
  const errors = form.errors[name] ?? [];
  const invalid = errors.length > 0;
  // Like antd, the errors take the item's bottom margin while they fit in it.
  const ref = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState(0);
  useLayoutEffect(() => {
    if (invalid && ref.current)
      setMarginBottom(Number.parseInt(getComputedStyle(ref.current).marginBottom, 10) || 0);
  }, [invalid]);
  const control = cloneElement(children, {
    id: name,
    value: form.values[name],
    onChange: (input: unknown) =>
      form.change(name, normalize ? normalize(inputValue(input)) : inputValue(input)),
    status: invalid ? 'error' : undefined,
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': invalid ? `${name}_help` : undefined,
    'aria-required': required ? 'true' : undefined,
  });
  return (
    <div
      ref={ref}
      className={cls(
        item,
        styled,
        invalid && `${item}-with-help`,
        invalid && `${item}-has-error`,
        `${item}-vertical`,
      )}
    >
      <div className={cls(`${item}-row`, styled)} style={ROW}>
        <div className={cls(`${item}-label`, styled)} style={COL}>
          <label
            htmlFor={name}
            className={cls(required && `${item}-required`, `${item}-required-mark-hidden`)}
            title={label}
          >
            {label}
          </label>
        </div>
        <div className={cls(`${item}-control`, styled)} style={COL}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>{control}</div>
          </div>
          {invalid && (
            <div className={`${item}-additional`} style={{ minHeight: marginBottom }}>
              <div
                id={`${name}_help`}
                className={cls(`${item}-explain`, `${item}-explain-connected`, styled)}
              >
                {errors.map((error) => (
                  <div key={error} className={`${item}-explain-error`}>
                    {error}
                  </div>
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
      {invalid && marginBottom > 0 && (
        <div className={`${item}-margin-offset`} style={{ marginBottom: -marginBottom }} />
      )}
    </div>
  );
}
