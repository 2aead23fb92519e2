import { useIntl } from 'react-intl';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { MainProfile } from './main-profile.tsx';
import { mineMessages as m } from './mine-messages.ts';

/** mine/main: the main profile at any width; on a phone it is opened from mine home's header. */
export function MineMainScreen() {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-[640px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar
        variant="page"
        className="mb-4"
        back={<BackButton />}
        title={intl.formatMessage(m.profileLink)}
      />
      <MainProfile />
    </div>
  );
}
