import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination';

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
