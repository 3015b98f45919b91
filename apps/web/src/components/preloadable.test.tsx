import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

/** A screen with state of its own, to tell a remount (the count back at 0) from a re-render. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module fetch that ends when the test says so. */
function held() {
  let release = () => {};
  const module = new Promise<{ default: typeof Counter }>((resolve) => {
    release = () => resolve({ default: Counter });
  });
  return { load: () => module, release };
}

describe('preloadable', () => {
  it('renders at once, without its fallback, when its module loaded before it mounted', async () => {
    const Screen = preloadable(async () => ({ default: Counter }));
    await Screen.preload();
    render(
      <Suspense fallback="loading">
        <Screen label="ready" />
      </Suspense>,
    );
    // No await: the first commit already holds the screen.
    expect(screen.getByRole('button').textContent).toBe('ready 0');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy while its module loads, and keeps its state once shown', async () => {
    const { load, release } = held();
    const Screen = preloadable(load);
    const view = render(
      <Suspense fallback="loading">
        <Screen label="late" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('button')).toBeTruthy();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('late 1');
    // The module is loaded now; a parent's re-render must not swap the lazy wrapper for it.
    view.rerender(
      <Suspense fallback="loading">
        <Screen label="late" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('late 1');
  });

  it('fetches once however often it is asked, and again after a failed fetch', async () => {
    let calls = 0;
    let fail = true;
    const Screen = preloadable(async () => {
      calls++;
      if (fail) throw new Error('offline');
      return { default: Counter };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(calls).toBe(2);
  });
});
