import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { TopBar } from '../../components/organisms/top-bar/top-bar.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { CardPage } from './card-page.tsx';
import { ClientOnlyPage } from './client-only.tsx';
import { devmodeMessages, devmodePageMessages } from './devmode-messages.ts';
import { DEVMODE_PAGES, type DevmodePage } from './devmode-pages.ts';
import { DialogPage } from './dialog-page.tsx';
import { FormPage } from './form-page.tsx';
import { HydrationPage } from './hydration-page.tsx';
import { I18nPage } from './i18n-page.tsx';
import { IconPage } from './icon-page.tsx';
import { LoadingPage } from './loading-page.tsx';
import { ModalPage } from './modal-page.tsx';
import { OAuthPage } from './oauth-page.tsx';
import { StoresPage } from './stores-page.tsx';
import { TabPage } from './tab-page.tsx';

/** What each page shows. */
const PAGE_VIEWS: Record<DevmodePage, ComponentType> = {
  hydration: HydrationPage,
  i18n: I18nPage,
  pinia: StoresPage,
  icon: IconPage,
  'client-only': ClientOnlyPage,
  oauth: OAuthPage,
  tab: TabPage,
  form: FormPage,
  dialog: DialogPage,
  modal: ModalPage,
  loading: LoadingPage,
  card: CardPage,
};

export interface DevmodeScreenProps {
  /** The page shown; null for /{lang}/devmode itself, which lists them. */
  page: DevmodePage | null;
}

/**
 * The developer pages (spec §1): the list of the twelve, and the chosen one's widgets. They show
 * the app's own components only; development builds only (docs/decisions/devmode-pages.md).
 */
export function DevmodeScreen({ page }: DevmodeScreenProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const words: { title: MessageDescriptor; about: MessageDescriptor } = page
    ? devmodePageMessages[page]
    : { title: devmodeMessages.title, about: devmodeMessages.intro };
  const View = page ? PAGE_VIEWS[page] : null;
  return (
    <div className="mx-auto w-full max-w-[1040px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" title={intl.formatMessage(words.title)} className="mb-2" />
      <p className="mb-4 text-sm text-ink-muted">{intl.formatMessage(words.about)}</p>
      <nav aria-label={intl.formatMessage(devmodeMessages.title)} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {DEVMODE_PAGES.map((name) => (
            <li key={name}>
              <Link
                to={to(`/devmode/${name}`)}
                aria-current={name === page ? 'page' : undefined}
                className={buttonClasses({ variant: name === page ? 'primary' : 'secondary', size: 'sm' })}
              >
                {intl.formatMessage(devmodePageMessages[name].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {View ? <View /> : null}
    </div>
  );
}
