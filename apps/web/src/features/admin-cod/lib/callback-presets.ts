import { shopTimeOn } from '@zina/shared/shop-clock';
import { DESK_TEXT } from './desk-texts';

const HOUR = 3_600_000;

/**
 * The call-back times one click away (issue 46), on the shop's clock (Africa/Casablanca): in an
 * hour, tonight at 19 h (none once it is past), tomorrow at 10 h.
 */
export function callbackPresets(now: number): { label: string; at: number | null }[] {
  const tonight = shopTimeOn(now, 0, 19);
  return [
    { label: DESK_TEXT.inOneHour, at: now + HOUR },
    { label: DESK_TEXT.tonight, at: tonight > now ? tonight : null },
    { label: DESK_TEXT.tomorrow, at: shopTimeOn(now, 1, 10) },
  ];
}
