import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@zina/shared/page-paths';
import { routes } from './router';

/** Every fixed address the router declares (params and the catch-all left out). */
function fixedPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own =
      (route.index || (route.path && !route.children)) && !/[:*]/.test(here) ? [here || '/'] : [];
    const withChildren = route.path && route.children && !/[:*]/.test(here) ? [here] : [];
    return [...own, ...withChildren, ...fixedPaths(route.children ?? [], here)];
  });
}

describe('page addresses', () => {
  it('are the ones the server knows (anything else answers 404 there)', () => {
    expect(new Set(fixedPaths(routes))).toEqual(new Set(PAGE_PATHS));
  });
});
