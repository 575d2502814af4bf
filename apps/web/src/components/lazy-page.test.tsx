import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, pageLoaderOf, pagesLoaded } from './lazy-page';

const ready = async () => ({ default: () => <h1>Page prête</h1> });

describe('a lazy page', () => {
  it('renders in the first commit once its code was loaded: no spinner (issue 50)', async () => {
    const element = lazyPage(ready);
    await pageLoaderOf(element)!();
    render(element);
    // React holds a spinner's replacement back for 300 ms: most of a phone's wait for its LCP.
    expect(screen.getByRole('heading', { name: 'Page prête' })).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('shows the spinner while its code is on its way', async () => {
    render(lazyPage(ready));
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Page prête' })).toBeTruthy();
  });

  it('has no loader when the element is not a lazy page', () => {
    expect(pageLoaderOf(<h1>Page prête</h1>)).toBeUndefined();
    expect(pageLoaderOf(undefined)).toBeUndefined();
  });
});

describe('waiting for the first page', () => {
  it('resolves once the pages’ code is there, skipping what is not a lazy page', async () => {
    let loaded = false;
    const element = lazyPage(async () => {
      loaded = true;
      return ready();
    });
    await pagesLoaded([<p key="layout">Mise en page</p>, element, undefined], 60_000);
    expect(loaded).toBe(true);
  });

  it('gives up after its time when the code does not come (a stalled connection)', async () => {
    vi.useFakeTimers();
    const stalled = lazyPage(() => new Promise<never>(() => {}));
    let done = false;
    const waiting = pagesLoaded([stalled], 1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
