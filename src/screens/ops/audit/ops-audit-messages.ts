import { defineMessages } from 'react-intl';

/** The console's audit log page. */
export const opsAuditMessages = defineMessages({
  filters: { id: 'ops.audit.filters', defaultMessage: 'Search the log' },
  search: { id: 'ops.audit.search', defaultMessage: 'Operator, action, target or reason' },
  action: { id: 'ops.audit.action', defaultMessage: 'Action' },
  anyAction: { id: 'ops.audit.anyAction', defaultMessage: 'Any action' },
  from: { id: 'ops.audit.from', defaultMessage: 'From' },
  to: { id: 'ops.audit.to', defaultMessage: 'To' },
  apply: { id: 'ops.audit.apply', defaultMessage: 'Search' },
  export: { id: 'ops.audit.export', defaultMessage: 'Export CSV' },
  empty: { id: 'ops.audit.empty', defaultMessage: 'No operator action matches.' },
  who: { id: 'ops.audit.who', defaultMessage: 'Operator' },
  role: { id: 'ops.audit.role', defaultMessage: 'Role' },
  target: { id: 'ops.audit.target', defaultMessage: 'Target' },
  reason: { id: 'ops.audit.reason', defaultMessage: 'Reason' },
  when: { id: 'ops.audit.when', defaultMessage: 'Time' },
  address: { id: 'ops.audit.address', defaultMessage: 'Address' },
});
