import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { eyeIcon } from '../../components/atoms/icon/icons.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { ProfilePictures } from '../../components/molecules/profile-pictures/profile-pictures.tsx';
import type { UserInfo } from '../../contract/entities-account.ts';
import { EmailSettings } from './email-settings.tsx';
import { ProfileForm } from './profile-form.tsx';
import { profileMessages as m } from './profile-messages.ts';
import { useProfilePicture } from './use-profile-picture.tsx';

export interface ProfileEditorProps {
  info: UserInfo;
  /** The product's own host (app/config's public_url), accepted as a social link. */
  ownHost: string;
  /**
   * 'account' (mine/account): pictures, names, bio, links and the email; 'profile'
   * (mine/profile-set): what the creator page shows, without the account's name and email.
   */
  variant: 'account' | 'profile';
}

/** The member's profile as they edit it (spec §2 mine/account and mine/profile-set). */
export function ProfileEditor({ info, ownHost, variant }: ProfileEditorProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const pictures = useProfilePicture();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="profile-pictures">
        <h2 id="profile-pictures" className="sr-only">
          {intl.formatMessage(m.pictures)}
        </h2>
        <ProfilePictures
          thumb={info.thumb}
          background={info.background}
          name={info.nickname || info.username}
          busy={pictures.busy}
          onPick={pictures.onPick}
          onRemove={pictures.onRemove}
        />
      </section>
      <ProfileForm info={info} ownHost={ownHost} withUsername={variant === 'account'} />
      {variant === 'account' ? (
        <EmailSettings info={info} />
      ) : (
        <Link
          href={to('/mine/profile-prvw')}
          className={`${buttonClasses({ variant: 'secondary', fullWidth: true })} gap-2`}
        >
          <Icon icon={eyeIcon} size={18} />
          {intl.formatMessage(m.seeAsFans)}
        </Link>
      )}
    </div>
  );
}
