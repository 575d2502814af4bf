import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { renderInSlices } from './render-in-slices';

/** A component that holds the main thread for `ms`, as a page's heavier parts do on a slow phone. */
function Heavy({ ms, rendered }: { ms: number; rendered: string[] }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the work of rendering it
  }
  rendered.push('heavy');
  return <span />;
}

it("renders a long tree over several tasks, so the page's other tasks run between its slices", async () => {
  const parts = 20;
  const rendered: string[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  renderInSlices(
    root,
    <>
      {Array.from({ length: parts }, (_, i) => (
        <Heavy key={i} ms={2} rendered={rendered} />
      ))}
    </>,
  );
  // What the page's other tasks see of the render, each a task of its own until it is done.
  const seenBetween: number[] = [];
  while (container.childElementCount < parts) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    seenBetween.push(rendered.length);
  }
  root.unmount();
  container.remove();
  // At the default priority the 40 ms render is one task: a task sees none of it or all of it.
  expect(seenBetween.filter((n) => n > 0 && n < parts)).not.toEqual([]);
});
