import { describe, expect, it } from 'vitest';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_RULE_ERROR, reportFormSchema } from './report-rules.ts';

const problemsOf = (type: number | null, description: string) =>
  reportFormSchema.safeParse({ type, description }).error?.issues.map((issue) => issue.message) ?? [];

describe('report (spec §5: reason from the list, description required)', () => {
  it('asks for a reason and a description', () => {
    expect(problemsOf(null, '')).toEqual([REPORT_RULE_ERROR.reason, REPORT_RULE_ERROR.description]);
  });

  it('does not count blank text as a description', () => {
    expect(problemsOf(2, ' \n\t ')).toEqual([REPORT_RULE_ERROR.description]);
  });

  it('accepts the first reason (index 0) with a description, trimmed', () => {
    expect(problemsOf(0, 'Copies my photos')).toEqual([]);
    expect(reportFormSchema.parse({ type: 0, description: '  Copies my photos \n' })).toEqual({
      type: 0,
      description: 'Copies my photos',
    });
  });

  it('refuses a description over 300 characters', () => {
    expect(REPORT_DESCRIPTION_MAX_LENGTH).toBe(300);
    expect(problemsOf(1, 'x'.repeat(300))).toEqual([]);
    expect(problemsOf(1, 'x'.repeat(301))).toHaveLength(1);
  });
});
