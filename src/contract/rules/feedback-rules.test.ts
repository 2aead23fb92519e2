import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_RULE_ERROR,
  feedbackFormSchema,
  isFeedbackImageFile,
} from './feedback-rules.ts';

const problemsOf = (values: { type: number | null; content: string; email: string }) =>
  feedbackFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('feedback form (spec §5: description required, max 300; email required and valid)', () => {
  it('asks for a topic, a description and an email', () => {
    expect(problemsOf({ type: null, content: '  ', email: '' })).toEqual([
      FEEDBACK_RULE_ERROR.type,
      FEEDBACK_RULE_ERROR.contentRequired,
      'rule.required',
    ]);
  });

  it('takes types 1 to 10 only', () => {
    const filled = { content: 'Slow feed', email: 'me@example.org' };
    expect(problemsOf({ type: 1, ...filled })).toEqual([]);
    expect(problemsOf({ type: 10, ...filled })).toEqual([]);
    expect(problemsOf({ type: 0, ...filled })).toEqual([FEEDBACK_RULE_ERROR.type]);
    expect(problemsOf({ type: 11, ...filled })).toEqual([FEEDBACK_RULE_ERROR.type]);
  });

  it('takes 300 characters, trimmed, and refuses 301', () => {
    expect(FEEDBACK_CONTENT_MAX_LENGTH).toBe(300);
    const base = { type: 2, email: 'me@example.org' };
    expect(feedbackFormSchema.parse({ ...base, content: ` ${'x'.repeat(300)} ` }).content).toHaveLength(300);
    expect(problemsOf({ ...base, content: 'x'.repeat(301) })).toEqual([FEEDBACK_RULE_ERROR.contentLength]);
  });

  it('refuses an email that is not valid', () => {
    expect(problemsOf({ type: 3, content: 'Hi', email: 'me@' })).toEqual(['rule.email']);
  });
});

describe('isFeedbackImageFile (spec §5: jpg, jpeg, png, gif)', () => {
  it('takes JPG, PNG and GIF by type, or by name when the browser gives none', () => {
    expect(isFeedbackImageFile({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isFeedbackImageFile({ name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(isFeedbackImageFile({ name: 'A.JPEG', type: '' })).toBe(true);
    expect(isFeedbackImageFile({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(isFeedbackImageFile({ name: 'a.png', type: 'application/pdf' })).toBe(false);
    expect(isFeedbackImageFile({ name: 'notes.pdf', type: '' })).toBe(false);
  });
});
