import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows 5 pages centred on the current one', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('starts at 1 near the beginning and ends at the last page near the end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than 5', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range', () => {
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageCount', () => {
  it('divides the stats total by the page size, rounding up', () => {
    expect(pageCount(10, { statsTotal: 41, listTotal: 41, searching: false })).toBe(5);
    expect(pageCount(25, { statsTotal: 50, searching: false })).toBe(2);
    expect(pageCount(10, { statsTotal: 0, searching: false })).toBe(1);
  });

  it('uses the list count while a text search narrows the list', () => {
    expect(pageCount(10, { statsTotal: 300, listTotal: 12, searching: true })).toBe(2);
  });

  it('falls back to the list count when the stats did not load', () => {
    expect(pageCount(5, { listTotal: 11, searching: false })).toBe(3);
  });
});
