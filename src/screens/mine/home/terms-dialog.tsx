import { useDeclare } from '../../../api/get-declare.ts';
import { Spinner } from '../../../components/atoms/spinner/spinner.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';

/** The terms declaration (account/getDeclare) in the reader's language, inside a dialog. */
export function TermsDialogBody() {
  const declare = useDeclare();
  return (
    <AsyncContent
      status={declare.status}
      data={declare.data}
      error={declare.error}
      onRetry={() => void declare.refetch()}
      loading={<Spinner announce className="mx-auto my-6 text-brand-600" />}
    >
      {(terms) => (
        <div className="max-h-[60dvh] overflow-y-auto">
          <h3 className="mb-2 font-semibold text-ink">{terms.title}</h3>
          <p className="whitespace-pre-line text-ink-muted">{terms.content}</p>
        </div>
      )}
    </AsyncContent>
  );
}
