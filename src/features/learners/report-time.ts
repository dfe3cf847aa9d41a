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

/** A day (YYYY-MM-DD, the teacher's) as the report writes it: "27 Nov 2026". */
export const reportDay = (day: string): string =>
  new Date(`${day}T12:00:00`).toLocaleDateString([], { day: 'numeric', month: 'short', year: 'numeric' });
