import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllDialogs,
  closeDialog,
  closeTopDialog,
  dialogs,
  openDialog,
  updateProgressDialog,
} from './dialogs.ts';

describe('dialog stack', () => {
  beforeEach(closeAllDialogs);

  it('keeps open dialogs in the order they were opened', () => {
    openDialog({ kind: 'alert', title: 'A' });
    openDialog({ kind: 'alert', title: 'B' });
    expect(dialogs.stack.map((entry) => entry.title)).toEqual(['A', 'B']);
  });

  it('closeTopDialog closes only the topmost (what Esc does)', () => {
    openDialog({ kind: 'alert', title: 'A' });
    openDialog({ kind: 'alert', title: 'B' });
    closeTopDialog();
    expect(dialogs.stack.map((entry) => entry.title)).toEqual(['A']);
    closeTopDialog();
    expect(dialogs.stack).toHaveLength(0);
    closeTopDialog();
    expect(dialogs.stack).toHaveLength(0);
  });

  it('closeDialog removes one entry by id and tells it', () => {
    const onClosed = vi.fn();
    const a = openDialog({ kind: 'alert', title: 'A', onClosed });
    openDialog({ kind: 'alert', title: 'B' });
    closeDialog(a);
    closeDialog(a);
    expect(dialogs.stack.map((entry) => entry.title)).toEqual(['B']);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('updates a progress dialog in place', () => {
    const id = openDialog({ kind: 'progress', title: 'Upload', progress: 0, status: 'running' });
    updateProgressDialog(id, { progress: 80 });
    expect(dialogs.stack[0]).toMatchObject({ progress: 80, status: 'running' });
  });
});
