import { useState } from 'react';
import { useIntl } from 'react-intl';
import { auditExportUrl, useAuditLog } from '../../../api/ops-audit.ts';
import { buttonClasses, Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { Select } from '../../../components/molecules/select/select.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { auditFiltersSchema, type AuditFilters } from '../../../contract/calls/ops-audit.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { AuditEntries } from './audit-entries.tsx';
import { opsAuditMessages } from './ops-audit-messages.ts';

/** An empty field is no filter. */
const orNothing = (value: string) => value || undefined;

/** The search form: free text, one action, a range of days; applied on submit. */
function AuditFiltersForm({
  actions,
  onApply,
}: {
  actions: readonly string[];
  onApply: (filters: AuditFilters) => void;
}) {
  const intl = useIntl();
  const { register, handleSubmit, watch, setValue } = useZodForm(auditFiltersSchema, {
    defaultValues: {},
  });
  const action = watch('action') ?? '';
  const options = [
    { value: '', label: intl.formatMessage(opsAuditMessages.anyAction) },
    ...actions.map((code) => ({ value: code, label: code })),
  ];
  return (
    <form
      noValidate
      aria-label={intl.formatMessage(opsAuditMessages.filters)}
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] lg:items-end"
    >
      <TextField
        type="search"
        label={intl.formatMessage(opsAuditMessages.search)}
        {...register('q', { setValueAs: orNothing })}
      />
      <Select
        label={intl.formatMessage(opsAuditMessages.action)}
        options={options}
        value={action}
        onChange={(code) => setValue('action', orNothing(code))}
      />
      <TextField
        type="date"
        label={intl.formatMessage(opsAuditMessages.from)}
        {...register('from', { setValueAs: orNothing })}
      />
      <TextField
        type="date"
        label={intl.formatMessage(opsAuditMessages.to)}
        {...register('to', { setValueAs: orNothing })}
      />
      <Button type="submit">{intl.formatMessage(opsAuditMessages.apply)}</Button>
    </form>
  );
}

/**
 * /{lang}/ops/audit (admins): every operator action, newest first, searched by text, action and
 * days, and the same selection exported as CSV (a plain download link; the browser sends the
 * operator cookie).
 */
export function OpsAuditScreen() {
  const intl = useIntl();
  const [filters, setFilters] = useState<AuditFilters>({});
  const query = useAuditLog(filters);
  const actions = query.data?.pages[0]?.actions ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.audit)}</h1>
        <a
          href={auditExportUrl(filters)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {intl.formatMessage(opsAuditMessages.export)}
        </a>
      </div>
      <AuditFiltersForm actions={actions} onApply={setFilters} />
      <PagedList
        query={query}
        skeletonRow={<div className="h-10 animate-pulse rounded-control bg-surface-sunken" />}
        empty={{ title: intl.formatMessage(opsAuditMessages.empty) }}
      >
        {(entries) => <AuditEntries entries={entries} />}
      </PagedList>
    </div>
  );
}
