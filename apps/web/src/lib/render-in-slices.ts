import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders the app as a transition, which React works through in slices of a few milliseconds:
 * rendered at the default priority, the first page was one long task on the phone's main thread
 * (225 ms at 4× slowdown on a listing), most of Lighthouse's Total Blocking Time there (issue 50;
 * docs/PERFORMANCE.md). Only the commit, which puts the finished tree in the page, stays in one
 * piece.
 */
export function renderInSlices(root: Root, app: ReactNode): void {
  startTransition(() => root.render(app));
}
