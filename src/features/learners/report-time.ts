/**
 * A moment of the Learner report in the teacher's own date and time ("27 Nov 2026, 13:30"), the
 * same on the page, on paper and in the CSV: a report is read later, by people, not in UTC.
 */
export const reportTime = (iso: string): string =>
  new Date(iso).toLocaleString([], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
