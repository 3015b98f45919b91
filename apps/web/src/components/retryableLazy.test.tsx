import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import * as feedback from '../utils/feedback';
import ErrorBoundary from './ErrorBoundary';
import { useRetryableLazy } from './retryableLazy';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Drawer() {
  return <p>the drawer</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

/** A button that mounts the part on demand, as the layout's drawers do. */
function Host({ load }: { load: () => Promise<{ default: () => React.ReactNode }> }) {
  const [wanted, setWanted] = useState(false);
  const { Part, guard } = useRetryableLazy(load, () => setWanted(false));
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        open
      </button>
      {wanted &&
        guard(
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>,
        )}
    </>
  );
}

describe('useRetryableLazy', () => {
  it('says the server could not be reached when the code does not come, keeps the page, and fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = vi.spyOn(feedback, 'showError').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Drawer });
    render(
      <ErrorBoundary>
        <Host load={load} />
      </ErrorBoundary>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(shown).toHaveBeenCalledWith('Network error: the server could not be reached');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(await screen.findByText('the drawer')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a render error of the part itself to the nearest ErrorBoundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = vi.spyOn(feedback, 'showError').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Host load={() => Promise.resolve({ default: Broken })} />
      </ErrorBoundary>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(await screen.findByText('render failed')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();
  });
});
