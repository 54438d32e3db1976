import { Component, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, unsuspended } from './preloadable';

function Named({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

/** A module load the test settles when it wants. */
function deferredModule() {
  let resolve!: (module: { default: typeof Named }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: typeof Named }>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { load: vi.fn(() => promise), resolve: () => resolve({ default: Named }), reject };
}

describe('unsuspended', () => {
  it('draws nothing (or what it waits with) until its module is here, then the component with its props', async () => {
    const module = deferredModule();
    const Lazy = unsuspended(module.load);
    render(<Lazy name="Ana" />);
    expect(screen.queryByText(/Olá/)).toBeNull();
    await act(async () => module.resolve());
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
  });

  it('draws at once a module already loaded (a panel opened the second time), with no Suspense around', async () => {
    const module = deferredModule();
    const { Unsuspended, preload } = preloadable(module.load);
    module.resolve();
    await act(() => preload());
    render(<Unsuspended name="Bia" waiting={<p>esperando</p>} />);
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('draws the component when its module arrives after the render but before the effects run', async () => {
    // The race of a busy machine, made certain: a sibling's layout effect (during the commit) lets the
    // module in, so it is loaded by the time the passive effects run, after the paint. Outside act(),
    // as a browser runs it.
    const module = deferredModule();
    const { Unsuspended, preload } = preloadable(module.load);
    void preload();
    function LetTheModuleIn() {
      useLayoutEffect(() => module.resolve(), []);
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(host);
    try {
      root.render(
        <>
          <Unsuspended name="Duda" waiting={<p>esperando</p>} />
          <LetTheModuleIn />
        </>,
      );
      await waitFor(() => expect(host.textContent).toBe('Olá, Duda'));
    } finally {
      root.unmount();
      host.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('hands a failed load to the nearest error boundary', async () => {
    const module = deferredModule();
    const Lazy = unsuspended(module.load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Lazy name="Caio" />
      </Boundary>,
    );
    await act(async () => module.reject(new Error('sem rede')));
    expect(screen.getByRole('alert').textContent).toBe('sem rede');
  });
});
