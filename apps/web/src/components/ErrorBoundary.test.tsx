import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import ErrorBoundary from './ErrorBoundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>fine now</p>;
}

/** A screen whose code a newer release dropped. */
function Gone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: http://x/assets/AccountListPage-Old1.js');
}

function Sibling() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('catches a render error, prints it, shows its message, and retries', () => {
    const print = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
        <Sibling />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on this page');
    expect(screen.getByRole('alert').textContent).toContain('render failed');
    expect(print).toHaveBeenCalled();
    // The rest of the page keeps working.
    fireEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine now')).toBeTruthy();
  });

  it("says so, in the reader's language, when a screen's code could not be fetched, and offers a reload", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    render(
      <ErrorBoundary>
        <Gone />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("This screen's code could not be loaded");
    expect(alert.textContent).not.toContain('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
