import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { lazyDialog } from './lazyDialog';
import { preloadable } from './preloadable';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

/** A module fetch that ends when the test says so. */
function held<T>(value: T) {
  let release = () => {};
  const module = new Promise<{ default: T }>((resolve) => {
    release = () => resolve({ default: value });
  });
  return { module, release };
}

function Part() {
  return <span>the part</span>;
}

/** A part the dialog fetches as its module runs (an eager lazyPart), held until the test says so. */
const part = held(Part);
const Inner = preloadable(() => part.module);

function Dialog({ open }: { open: boolean }) {
  return (
    <div role="dialog" hidden={!open}>
      the dialog
      <Suspense fallback="part loading">
        <Inner />
      </Suspense>
    </div>
  );
}

/** A part whose code never lands, and a dialog around it. */
const Stalled = preloadable(() => new Promise<{ default: typeof Part }>(() => {}));
function StalledDialog() {
  return (
    <div role="dialog">
      <Suspense fallback="part loading">
        <Stalled />
      </Suspense>
    </div>
  );
}

describe('lazyDialog', () => {
  it('draws nothing until opened, a spinner while its code lands, then the dialog with its parts at once', async () => {
    const dialog = held(Dialog);
    const Lazy = lazyDialog(
      () => {
        // What an eager lazyPart does as the dialog's module runs.
        Inner.preload();
        return dialog.module;
      },
      (p: { open: boolean }) => p.open,
    );
    const view = render(<Lazy open={false} />);
    expect(view.container.innerHTML).toBe('');

    view.rerender(<Lazy open />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => dialog.release());
    // The dialog's own code landed, but a part it started fetching has not: still the spinner, so
    // the part's fallback (and React's 300 ms hold after a fallback) never shows.
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => part.release());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('dialog').textContent).toBe('the dialogthe part');

    // Closed, it stays mounted (its closing animation); opened again, it shows at once.
    view.rerender(<Lazy open={false} />);
    expect(screen.getByRole('dialog', { hidden: true }).hidden).toBe(true);
    view.rerender(<Lazy open />);
    expect(screen.getByRole('dialog').hidden).toBe(false);
  });

  it('shows another copy at once once its code has landed', async () => {
    const Lazy = lazyDialog(
      async () => ({ default: ({ open }: { open: boolean }) => (open ? <p>ready</p> : null) }),
      (p) => p.open,
    );
    const first = render(<Lazy open />);
    expect(await screen.findByText('ready')).toBeTruthy();
    first.unmount();
    render(<Lazy open />);
    // No await: the first commit holds it.
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('shows the dialog with the stand-in of a part that has not landed after a while', async () => {
    const Lazy = lazyDialog(
      async () => {
        Stalled.preload();
        return { default: StalledDialog };
      },
      (p: { open: boolean }) => p.open,
    );
    render(<Lazy open />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByRole('dialog', {}, { timeout: 2000 })).textContent).toBe('part loading');
  });

  it('opens by a prop: set when neither null nor false (a row, ids, `open`)', async () => {
    const Lazy = lazyDialog(
      async () => ({ default: ({ row }: { row: string | null }) => <p>row [{row}]</p> }),
      'row',
    );
    const view = render(<Lazy row={null} />);
    expect(view.container.innerHTML).toBe('');
    view.rerender(<Lazy row="" />);
    expect((await screen.findByRole('paragraph')).textContent).toBe('row []');
  });
});
