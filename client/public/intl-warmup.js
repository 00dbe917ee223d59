// A worker that the pages start before their scripts (client/scripts/scripts-after-paint.mjs).
//
// The first Intl formatter a page creates loads the ICU data behind it (the locale's names and
// patterns, the time zones, the currency): 40–180 ms on the page's main thread on a busy 2-core
// machine, once per renderer process, inside whichever render first formats a date or a price.
// That data is shared by the whole process, so creating the same kinds of formatters here, on
// the worker's own thread, leaves the page's formatters well under a millisecond each.
new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).formatToParts(0);
new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
}).format(0);
new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' }).format(0);
new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(0);
globalThis.close();
