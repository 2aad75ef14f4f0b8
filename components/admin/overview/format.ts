// How long a lead waited, as an owner reads it: "45 min", "3 h 20 min", "2.5 days".
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, Math.round(minutes))} min`;
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes - h * 60);
    return m > 0 ? `${h} h ${m} min` : `${h} h`;
  }
  const days = Math.round((minutes / (24 * 60)) * 10) / 10;
  return `${days} days`;
}
