import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useCategories } from '../../api/get-categories.ts';
import { categoryMessages, publishMessages as m } from './publish-messages.ts';

// The category listbox (Headless UI's Listbox with Floating UI, about 19 kB) loads as the form
// first paints rather than with the screen's chunk (its 60 kB budget); its box is held meanwhile.
const Select = lazy(() =>
  import('../../components/molecules/select/select.tsx').then((m) => ({
    default: m.Select<string>,
  })),
);

/** The category field's place while its listbox loads: its label and a box of its height. */
function SelectPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-hidden="true">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="h-11 rounded-control bg-surface ring-1 ring-line-strong ring-inset" />
    </div>
  );
}

/** The post's category: the server's list (article/getCategories), each named in the reader's language. */
export function CategoryField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (code: string) => void;
  error?: string;
}) {
  const intl = useIntl();
  const categories = useCategories();
  const options = (categories.data?.list ?? []).map((category) => {
    const known = categoryMessages[category.code as keyof typeof categoryMessages];
    return {
      value: category.code,
      label: known ? intl.formatMessage(known) : category.code,
    };
  });
  return (
    <Suspense fallback={<SelectPlaceholder label={intl.formatMessage(m.categoryLabel)} />}>
      <Select
        label={intl.formatMessage(m.categoryLabel)}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={intl.formatMessage(m.categoryPlaceholder)}
        error={error}
        name="category"
      />
    </Suspense>
  );
}
