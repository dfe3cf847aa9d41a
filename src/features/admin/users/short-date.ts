/** A date as the users page shows it: 20 Nov 2026, in the admin's own locale and time zone. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
