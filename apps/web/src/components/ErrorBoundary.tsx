import Button from 'antd/es/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import i18n from '../i18n';
import { dropBootShell } from '../router/bootShell';
import { logRenderError } from '../stores/errorLog';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (e.g. the view's path after a refresh). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** A screen's code the browser could not fetch (Chromium, Firefox, Safari): a newer release dropped it, or the network is down. */
const CODE_MISSING = /dynamically imported module|Importing a module script failed/;

/** Catches render errors below it, prints and logs them (spec 8), and offers a retry. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // An error before the layout mounted: its message, not over index.html's outline of the layout.
    dropBootShell();
    logRenderError(error, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // Plain markup: this boundary sits at the root, so it stays light (no antd Result illustrations).
    // Code that could not be fetched stays so on a retry (React.lazy keeps the failure): a reload.
    const missing = CODE_MISSING.test(this.state.error.message);
    return (
      <div role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
        <h3 style={{ margin: '0 0 8px' }}>{i18n.t('error.renderTitle')}</h3>
        <p style={{ opacity: 0.65, margin: '0 0 16px', wordBreak: 'break-word' }}>
          {missing ? i18n.t('error.codeMissing') : this.state.error.message}
        </p>
        <Button type="primary" onClick={() => (missing ? location.reload() : this.setState({ error: null }))}>
          {i18n.t(missing ? 'error.reload' : 'error.retry')}
        </Button>
      </div>
    );
  }
}
