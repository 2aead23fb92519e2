import { describe, expect, it } from 'vitest';
import { appPathKindOf } from '../contract/app-paths.ts';
import { OPERATOR_QUEUES, type OperatorQueue } from '../contract/operators.ts';
import { matchOpsRoute, OPS_PAGED_QUEUES, OPS_PAGES } from './ops-routes.tsx';

describe('the operations console routes (issue 23)', () => {
  it('opens the console home at /{lang}/ops, in any case and with a trailing slash', () => {
    expect(matchOpsRoute('/en/ops')).toBe('');
    expect(matchOpsRoute('/fr/OPS/')).toBe('');
  });

  it('opens each queue that has a page, and only those', () => {
    for (const queue of Object.keys(OPERATOR_QUEUES) as OperatorQueue[]) {
      expect(matchOpsRoute(`/en/ops/${queue}`), queue).toBe(OPS_PAGES[queue] ? queue : null);
    }
    expect(OPS_PAGED_QUEUES.every((queue) => queue in OPERATOR_QUEUES)).toBe(true);
  });

  it('shows its 404 for an address it lacks; the server knows each queue as a page', () => {
    for (const path of ['/en/ops/nope', '/en/ops/posts/1', '/en/ops/constructor']) {
      expect(matchOpsRoute(path), path).toBeNull();
    }
    for (const queue of OPS_PAGED_QUEUES) expect(appPathKindOf(`/ops/${queue}`)).toBe('page');
    expect(appPathKindOf('/ops')).toBe('page');
  });
});
