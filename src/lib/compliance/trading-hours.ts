// The exchanges' normal trading hours, which the proviso to Reg 30(6)(i) turns on: the financial
// results of a board meeting that closes after them have three hours (src/lib/disclosure-clocks.ts).
//
// "Normal trading hours" are read as the equity segment's normal market: 9:15 am to 3:30 pm IST on
// every trading day, the same on the NSE and the BSE. The pre-open session (9:00 to 9:15) and the
// closing session (3:40 to 4:00 pm, trades at the closing price) are sessions of their own and not
// the normal market. Source read: the NSE's statement of its equity market timings as reproduced
// in NDTV Profit's holiday lists of August 2024 and September 2025 ("Normal / Limited Physical
// Market Open: 09:15 hrs, Close: 15:30 hrs"), and the NSE-BSE comparison on jkjobsadda.com. A
// trading day is a working day of the exchange (Reg 2(1)(zn), inserted 5 May 2021: eshwars.com's
// note on the LODR Second Amendment 2021): not a Saturday, a Sunday or a listed trading holiday.

import { fromIst, istDate, istParts } from '../ist-time';
import { isWorkingDay, nextWorkingDay, type Holidays } from '../working-days';

export const NORMAL_MARKET = { open: { hour: 9, minute: 15 }, close: { hour: 15, minute: 30 } };

const minutesOf = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;

/** Whether `instant` falls on a trading day after that day's normal market has closed. */
export function isAfterCloseOfTradingDay(instant: Date, holidays: Holidays): boolean {
  const parts = istParts(instant);
  return (
    isWorkingDay(istDate(instant), holidays) &&
    parts.hour * 60 + parts.minute >= minutesOf(NORMAL_MARKET.close)
  );
}

/** When the next normal market opens after `instant` (the same day's, if it is still to open). */
export function nextMarketOpen(instant: Date, holidays: Holidays): Date {
  const day = istDate(instant);
  const todayOpen = fromIst(day, NORMAL_MARKET.open.hour, NORMAL_MARKET.open.minute);
  if (isWorkingDay(day, holidays) && instant.getTime() < todayOpen.getTime()) return todayOpen;
  return fromIst(nextWorkingDay(day, holidays), NORMAL_MARKET.open.hour, NORMAL_MARKET.open.minute);
}
