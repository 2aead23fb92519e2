import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { opsKeys } from '../../../api/ops-keys.ts';
import { useOperatorCheckOnRefusal, useOperatorQuery, type SignedInOperator } from '../../../api/ops-me.ts';
import { useSignOutOperator } from '../../../api/ops-sign-out.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Spinner } from '../../../components/atoms/spinner/spinner.tsx';
import { commonMessages } from '../../../components/messages/common-messages.ts';
import { mayWork, type OperatorQueue } from '../../../contract/operators.ts';
import { opsMessages } from '../ops-messages.ts';
import { visibleQueues } from '../ops-queues.ts';
import { OpsSignInScreen } from '../ops-sign-in/ops-sign-in-screen.tsx';
import { OperatorContext } from './operator-context.ts';
import { OpsLayout } from './ops-layout.tsx';

const loading = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner announce size={40} />
  </div>
);

export interface OpsConsoleProps {
  /** The queues that have a page (src/app/ops-routes.tsx). */
  queues: readonly OperatorQueue[];
  /** The queue whose page is shown, or null on the console home (or a 404). */
  current: OperatorQueue | null;
  /** The page, rendered for a signed-in operator inside the layout. */
  children: ReactNode;
}

/**
 * /{lang}/ops: `ops/me` decides. No operator: the sign-in; an operator: the layout with the page,
 * or, on a queue their role does not work, a word saying so (the server would refuse its calls).
 * A session that ends while a page is open shows the sign-in at the next refused call.
 */
export function OpsConsole({ queues, current, children }: OpsConsoleProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { data: operator, status, refetch, isFetching } = useOperatorQuery();
  const signOut = useSignOutOperator();
  useOperatorCheckOnRefusal();

  if (status === 'pending') return loading;
  if (status === 'error') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-lg font-semibold text-ink">{intl.formatMessage(opsMessages.loadFailed)}</h1>
        <Button type="button" loading={isFetching} onClick={() => void refetch()}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </main>
    );
  }
  if (!operator) {
    return (
      <OpsSignInScreen
        onSignedIn={(signedIn: SignedInOperator) => queryClient.setQueryData(opsKeys.me, signedIn)}
      />
    );
  }
  return (
    <OperatorContext value={operator}>
      <OpsLayout
        operator={operator}
        queues={visibleQueues(operator.role, queues)}
        current={current}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
      >
        {current && !mayWork(operator.role, current) ? (
          <p className="text-ink-muted">{intl.formatMessage(opsMessages.notYourQueue)}</p>
        ) : (
          children
        )}
      </OpsLayout>
    </OperatorContext>
  );
}
