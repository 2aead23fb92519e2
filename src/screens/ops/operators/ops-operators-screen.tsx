import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsOperators } from '../../../api/ops-operators.ts';
import { Badge } from '../../../components/atoms/badge/badge.tsx';
import { RelativeTime } from '../../../components/atoms/relative-time/relative-time.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import type { OperatorAccount } from '../../../contract/operators.ts';
import { useOperator } from '../ops-console/operator-context.ts';
import { opsQueueMessages, opsRoleMessages } from '../ops-messages.ts';
import { useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { CreateOperatorForm } from './create-operator-form.tsx';
import { OperatorAccessForm } from './operator-access-form.tsx';
import { opsOperatorsMessages as m } from './ops-operators-messages.ts';

/** One operator: email, role, authenticator, last sign-in; access changes for the others. */
function OperatorRow({ account, onDone }: { account: OperatorAccount; onDone: (message: string) => void }) {
  const intl = useIntl();
  const me = useOperator();
  const yourself = account.email === me.email;
  return (
    <li className="flex flex-col gap-1 rounded-card p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-2">
        <bdi dir="ltr" className="font-medium text-ink">
          {account.email}
        </bdi>
        <Badge>{intl.formatMessage(opsRoleMessages[account.role])}</Badge>
        {yourself ? <Badge>{intl.formatMessage(m.you)}</Badge> : null}
      </div>
      <p className="text-sm text-ink-muted">
        {account.disabledAt ? (
          intl.formatMessage(m.disabledOn, {
            when: <RelativeTime key="when" value={new Date(account.disabledAt)} />,
          })
        ) : (
          <>
            {intl.formatMessage(account.enrolled ? m.enrolled : m.notEnrolled)}
            {' · '}
            {account.lastSignInAt
              ? intl.formatMessage(m.lastSignIn, {
                  when: <RelativeTime key="when" value={new Date(account.lastSignInAt)} />,
                })
              : intl.formatMessage(m.neverSignedIn)}
          </>
        )}
      </p>
      {account.disabledAt || yourself ? null : (
        <Disclosure>
          <DisclosureButton className="min-h-11 self-start rounded text-sm font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {intl.formatMessage(m.changeAccess)}
          </DisclosureButton>
          <DisclosurePanel>
            <OperatorAccessForm email={account.email} onDone={onDone} />
          </DisclosurePanel>
        </Disclosure>
      )}
    </li>
  );
}

/** The list: a skeleton while it loads, the server's refusal if it fails. */
function OperatorList({ onDone }: { onDone: (message: string) => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const query = useOpsOperators();
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (query.isError) return <p role="alert">{refusalText(query.error)}</p>;
  if (query.data.list.length === 0) return <p>{intl.formatMessage(m.empty)}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {query.data.list.map((account) => (
        <OperatorRow key={account.email} account={account} onDone={onDone} />
      ))}
    </ul>
  );
}

/** /{lang}/ops/operators (admins): add operators, see each one's access, reset or disable it. */
export function OpsOperatorsScreen() {
  const intl = useIntl();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.operators)}</h1>
      <p className="text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <p
        role="status"
        className="rounded-card bg-green-50 px-4 py-3 text-sm font-medium text-green-800 empty:hidden"
      >
        {done}
      </p>
      <CreateOperatorForm />
      <section className="flex flex-col gap-3" aria-labelledby="ops-operators-list">
        <h2 id="ops-operators-list" className="text-lg font-semibold text-ink">
          {intl.formatMessage(m.listTitle)}
        </h2>
        <OperatorList onDone={setDone} />
      </section>
    </div>
  );
}
