import { describe, expect, it } from 'vitest';
import { checkReport } from './report-dialog.logic.ts';

describe('report (spec §5: reason from the list, description required)', () => {
  it('asks for a reason and a description', () => {
    expect(checkReport({ type: null, description: '' })).toEqual(['reason', 'description']);
  });

  it('does not count blank text as a description', () => {
    expect(checkReport({ type: 2, description: ' \n\t ' })).toEqual(['description']);
  });

  it('accepts the first reason (index 0) with a description', () => {
    expect(checkReport({ type: 0, description: 'Copies my photos' })).toEqual([]);
  });
});
