/** The months a statement can be asked for: UTC calendar months, `YYYY-MM`, newest first. */

/** How many months back the chooser offers (this month included). */
export const STATEMENT_MONTHS_OFFERED = 24;

/** `YYYY-MM` of the UTC month `back` months before `now`'s. */
export function monthBefore(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

/** This UTC month and the ones before it, newest first. */
export function statementMonths(now: Date, count = STATEMENT_MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, back) => monthBefore(now, back));
}

/** A `YYYY-MM` month's first day, UTC, for formatting its name. */
export function monthStart(month: string): Date {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
}
