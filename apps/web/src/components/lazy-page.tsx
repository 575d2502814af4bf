import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from './page-spinner';

export type PageModule = { default: ComponentType };

/** Each page's loader, by the element that shows it (router.tsx awaits the first page's). */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A lazily loaded page (the module's default export is the screen), with the spinner in its place
 * while its code downloads; a page whose code fails is the layout's error boundary's. A page whose
 * code is already there is handed to React at once (a thenable that answers synchronously), so
 * it renders in the first commit: React holds a fallback's replacement back for 300 ms, which was
 * most of a phone's wait for the first page's largest paint (issue 50).
 */
export function lazyPage(load: () => Promise<PageModule>): ReactElement {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : preload(),
  );
  const element = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
  loaders.set(element, preload);
  return element;
}

/** Loads the code of the page `element` shows, if it is a lazy page. */
export const pageLoaderOf = (element: unknown): (() => Promise<unknown>) | undefined =>
  element && typeof element === 'object' ? loaders.get(element as ReactElement) : undefined;

/**
 * Resolves once the lazy pages among `elements` have their code (failed loads count: the error
 * boundary says so), or after `atMostMs`: a connection that stalls gets the header and the
 * spinner rather than a blank page.
 */
export function pagesLoaded(elements: unknown[], atMostMs: number): Promise<void> {
  const loads = elements.flatMap((element) => {
    const loader = pageLoaderOf(element);
    return loader ? [loader().catch(() => undefined)] : [];
  });
  if (loads.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}
