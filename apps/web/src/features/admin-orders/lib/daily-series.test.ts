import { describe, expect, it } from 'vitest';
import { dailySeries, shortDay } from './daily-series';

describe('dailySeries', () => {
  it('gives 30 days ending on the latest, filling the missing days with zero', () => {
    const series = dailySeries([
      { date: '2026-03-04', orders: 3, revenue: 900 },
      { date: '2026-02-20', orders: 1, revenue: 150.5 },
    ]);
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe('2026-02-03');
    expect(series.at(-1)).toEqual({ date: '2026-03-04', orders: 3, revenue: 900 });
    expect(series.find((d) => d.date === '2026-02-20')).toEqual({
      date: '2026-02-20',
      orders: 1,
      revenue: 150.5,
    });
    expect(series.find((d) => d.date === '2026-02-28')).toEqual({
      date: '2026-02-28',
      orders: 0,
      revenue: 0,
    });
    expect(series.reduce((s, d) => s + d.orders, 0)).toBe(4);
  });

  it('leaves out days older than the window and is empty without data', () => {
    expect(
      dailySeries([{ date: '2026-01-01', orders: 9, revenue: 1 }], 3).map((d) => d.date),
    ).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(dailySeries([])).toEqual([]);
  });

  it('writes a day as dd/mm', () => {
    expect(shortDay('2026-03-04')).toBe('04/03');
  });
});
