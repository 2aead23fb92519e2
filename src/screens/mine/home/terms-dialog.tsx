import { useIntl } from 'react-intl';
import { useDeclare } from '../../../api/get-declare.ts';
import { Spinner } from '../../../components/atoms/spinner/spinner.tsx';
import { EmptyState } from '../../../components/molecules/empty-state/empty-state.tsx';

/** The terms declaration (account/getDeclare) in the reader's language, inside a dialog. */
export function TermsDialogBody() {
  const intl = useIntl();
  const declare = useDeclare(intl.locale);
  if (declare.isPending) return <Spinner announce className="mx-auto my-6 text-brand-600" />;
  if (declare.isError) {
    return (
      <EmptyState tone="error" description={declare.error.message} onReload={() => void declare.refetch()} />
    );
  }
  return (
    <div className="max-h-[60dvh] overflow-y-auto">
      <h3 className="mb-2 font-semibold text-ink">{declare.data.title}</h3>
      <p className="whitespace-pre-line text-ink-muted">{declare.data.content}</p>
    </div>
  );
}
