/**
 * The advance on a stay's total (ADVANCE_PERCENT): the order the server makes for it and the
 * payment page's card are this one function (the browser imports it as `@server-pure/advance`).
 */

/**
 * `percent` of the total, rounded up to a whole rupee (an amount a guest reads easily on the UPI
 * screen), never more than the total. Integer paise throughout.
 */
export function advancePaise(totalPaise: number, percent: number): number {
  return Math.min(totalPaise, Math.ceil((totalPaise * percent) / 10_000) * 100);
}
