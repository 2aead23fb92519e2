/** What the report dialog holds before it is sent. */
export interface ReportDraft {
  /** The chosen reason's index in the server's list; null until one is chosen. */
  type: number | null;
  description: string;
}

export type ReportProblem = 'reason' | 'description';

/**
 * Spec §5: a report names a reason from the list and has a description (required; blank text
 * does not count). Answers what is missing, in the order the fields show.
 */
export function checkReport(draft: ReportDraft): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (draft.type === null) problems.push('reason');
  if (draft.description.trim() === '') problems.push('description');
  return problems;
}
