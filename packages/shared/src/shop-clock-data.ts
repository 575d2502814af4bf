// Written by scripts/shop-clock-data.mjs from the IANA time-zone database 2026f (moment-timezone).
// Do not edit: run the script again after a tz release.

export const SHOP_ZONE_DATA_VERSION = '2026f';

/**
 * Africa/Casablanca since 2019: from each instant (seconds since 1970, UTC) on, Morocco's offset
 * from UTC in minutes, until the next.
 */
export const SHOP_ZONE_CHANGES: readonly (readonly [number, number])[] = [
  [-Infinity, 60],
  [1557021600, 0],
  [1560045600, 60],
  [1587261600, 0],
  [1590890400, 60],
  [1618106400, 0],
  [1621130400, 60],
  [1648346400, 0],
  [1651975200, 60],
  [1679191200, 0],
  [1682215200, 60],
  [1710036000, 0],
  [1713060000, 60],
  [1740276000, 0],
  [1743904800, 60],
  [1771120800, 0],
  [1774144800, 60],
  [1789866000, 0],
];
