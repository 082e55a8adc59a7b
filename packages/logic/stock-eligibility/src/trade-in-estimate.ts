/** Cars older than this many years get no online trade-in estimate (site-wide §9). */
export const TRADE_IN_MAX_AGE_YEARS = 7;

/** Cars with more than this many km get no online trade-in estimate (site-wide §9). */
export const TRADE_IN_MAX_KM = 100_000;

/** Brisbane time (Queensland keeps AEST, UTC+10, all year: no daylight saving). */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;

/** The shopper's car as the trade-in form gives it (site-wide §3 trade-in fields). */
export interface TradeInCar {
  year: number;
  km: number;
}

/**
 * The car's age in whole years: the current year in Brisbane time minus the car's year, so the
 * answer does not depend on the server's time zone (site-wide §9).
 */
export function tradeInAgeYears(car: Pick<TradeInCar, 'year'>, now: Date): number {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS).getUTCFullYear() - car.year;
}

/**
 * Whether an online trade-in estimate is offered: not for cars over 7 years old or over 100,000
 * km; exactly 7 years or exactly 100,000 km still qualifies (site-wide §9 Trade-in).
 */
export function canEstimateTradeInOnline(car: TradeInCar, now: Date): boolean {
  return tradeInAgeYears(car, now) <= TRADE_IN_MAX_AGE_YEARS && car.km <= TRADE_IN_MAX_KM;
}
