import { useAppConfig } from '../../api/app-config.ts';
import { useLegalText } from '../../api/legal-text.ts';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { LegalDocument } from '../../components/organisms/legal-document/legal-document.tsx';
import type { AppConfig } from '../../contract/entities.ts';
import type { LegalPlaceholder, LegalSection } from '../../contract/legal-texts.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The product's name as the legal texts say it. */
const SITE_NAME = 'FanVault';

/** What a legal text's placeholders say: the deployment's operator (app/config) and this site. */
function legalValuesOf(config: AppConfig): Readonly<Record<LegalPlaceholder, string>> {
  const { operator } = config;
  return {
    operatorName: operator.name,
    operatorAddress: operator.address,
    contactEmail: operator.email,
    siteName: SITE_NAME,
    siteUrl: config.public_url,
  };
}

export interface LegalTextViewProps {
  section: LegalSection;
  /** @default true: the text's title is the page's h1; a dialog has its own title. */
  showTitle?: boolean;
}

/** A legal text in the reader's language, with the deployment's operator written in. */
export function LegalTextView({ section, showTitle = true }: LegalTextViewProps) {
  const locale = useLocale();
  const text = useLegalText(section, locale);
  const config = useAppConfig();
  const status =
    text.status === 'error' || config.status === 'error'
      ? 'error'
      : text.data && config.data
        ? 'success'
        : 'pending';
  return (
    <AsyncContent
      status={status}
      data={text.data && config.data ? { text: text.data, values: legalValuesOf(config.data) } : undefined}
      onRetry={() => {
        if (text.isError) void text.refetch();
        if (config.isError) void config.refetch();
      }}
      retrying={text.isFetching || config.isFetching}
    >
      {({ text: loaded, values: filled }) => (
        <LegalDocument text={loaded} values={filled} showTitle={showTitle} />
      )}
    </AsyncContent>
  );
}
