// BUSINESS_HOURS ("Mon-Fri 09:00-17:00", in the agency's time zone) and what the chat tells a
// visitor who asks for a person: when to expect a reply. Plain JavaScript for config/env.mjs.

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const FORMAT = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
export const BUSINESS_HOURS_RULE =
  'BUSINESS_HOURS must look like "Mon-Fri 09:00-17:00" (days, then opening and closing time)';

/** @typedef {{ days: number[], opens: number, closes: number, label: string }} BusinessHours */

const dayIndex = (/** @type {string} */ name) =>
  DAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase());

/** "9 am", "5:30 pm" from minutes after midnight. */
function clock(/** @type {number} */ minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "am" : "pm"}`;
}

/** @param {string} value @returns {BusinessHours | null} null when not in the format */
export function parseBusinessHours(value) {
  const m = FORMAT.exec(value.trim());
  if (!m) return null;
  const first = dayIndex(m[1]);
  const last = m[2] ? dayIndex(m[2]) : first;
  const opens = Number(m[3]) * 60 + Number(m[4]);
  const closes = Number(m[5]) * 60 + Number(m[6]);
  if (first < 0 || last < 0 || Number(m[4]) > 59 || Number(m[6]) > 59) return null;
  if (opens >= closes || closes > 24 * 60) return null;
  const days = [];
  for (let d = first; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === last) break;
  }
  const dayLabel = first === last ? DAYS[first] : `${DAYS[first]}–${DAYS[last]}`;
  return { days, opens, closes, label: `${dayLabel} ${clock(opens)}–${clock(closes)}` };
}

/** "an hour", "30 minutes", "2 hours". */
export function replyWithin(/** @type {number} */ minutes) {
  if (minutes === 60) return "an hour";
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** What a visitor who asked for a person is told. @param {BusinessHours} hours @param {number} minutes @param {string} zoneLabel */
export const replyPromise = (hours, minutes, zoneLabel) =>
  `We usually reply within ${replyWithin(minutes)}, ${hours.label} ${zoneLabel}; otherwise by the next business morning.`;

/** Whether `at` falls within the hours in `timeZone`. @param {BusinessHours} hours @param {Date} at @param {string} timeZone */
export function isOpenAt(hours, at, timeZone) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (/** @type {string} */ type) => parts.find((p) => p.type === type)?.value ?? "";
  const minutes = Number(part("hour")) * 60 + Number(part("minute"));
  return (
    hours.days.includes(dayIndex(part("weekday"))) &&
    minutes >= hours.opens &&
    minutes < hours.closes
  );
}
