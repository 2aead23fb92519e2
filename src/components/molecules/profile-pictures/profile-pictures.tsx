import { useRef, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PROFILE_PICTURE_ACCEPT, type ProfilePictureField } from '../../../contract/rules/profile-rules.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { cameraIcon, imageIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';

const messages = defineMessages({
  changeAvatar: { id: 'profilePictures.avatar.change', defaultMessage: 'Change profile picture' },
  changeCover: { id: 'profilePictures.cover.change', defaultMessage: 'Change cover picture' },
  removeAvatar: { id: 'profilePictures.avatar.remove', defaultMessage: 'Remove profile picture' },
  removeCover: { id: 'profilePictures.cover.remove', defaultMessage: 'Remove cover picture' },
  types: { id: 'profilePictures.types', defaultMessage: 'JPG, PNG or GIF.' },
});

export interface ProfilePicturesProps {
  /** Avatar URL, '' for none. */
  thumb: string;
  /** Cover URL, '' for none. */
  background: string;
  /** Whose pictures: the avatar's initial without one. */
  name: string;
  /** Called with the file chosen for a picture (any type: the caller checks it). */
  onPick: (field: ProfilePictureField, file: File) => void;
  onRemove: (field: ProfilePictureField) => void;
  /** The picture being saved, shown with a spinner; the buttons wait. */
  busy?: ProfilePictureField | null;
}

/**
 * The cover and avatar as the creator page shows them (a 3:1 cover, the round avatar over its
 * lower edge), each with a button to choose a new picture and one to remove it.
 */
export function ProfilePictures({
  thumb,
  background,
  name,
  onPick,
  onRemove,
  busy = null,
}: ProfilePicturesProps) {
  const intl = useIntl();
  const inputs = useRef<Partial<Record<ProfilePictureField, HTMLInputElement | null>>>({});
  const picked = (field: ProfilePictureField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so choosing the same file again is a change too.
    event.target.value = '';
    if (file) onPick(field, file);
  };
  const picker = (field: ProfilePictureField) => (
    <input
      ref={(input) => {
        inputs.current[field] = input;
      }}
      type="file"
      accept={PROFILE_PICTURE_ACCEPT}
      hidden
      onChange={picked(field)}
      data-testid={`${field}-input`}
    />
  );
  const disabled = busy !== null;

  return (
    <div>
      <div className="relative aspect-[3/1] min-h-28 overflow-hidden rounded-card bg-surface-sunken">
        {background ? <img src={background} alt="" className="h-full w-full object-cover" /> : null}
        {busy === 'background' ? (
          <div className="absolute inset-0 grid place-items-center bg-surface-inverse/40">
            <Spinner size={28} />
          </div>
        ) : null}
      </div>
      <div className="-mt-10 flex flex-wrap items-end gap-3 ps-4">
        <div className="relative shrink-0">
          <Avatar src={thumb} name={name} size={88} ring decorative />
          {busy === 'thumb' ? (
            <div className="absolute inset-0 grid place-items-center rounded-full bg-surface-inverse/40">
              <Spinner size={24} />
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon icon={cameraIcon} size={16} />}
          disabled={disabled}
          onClick={() => inputs.current.thumb?.click()}
        >
          {intl.formatMessage(messages.changeAvatar)}
        </Button>
        {thumb ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onRemove('thumb')}>
            {intl.formatMessage(messages.removeAvatar)}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon icon={imageIcon} size={16} />}
          disabled={disabled}
          onClick={() => inputs.current.background?.click()}
        >
          {intl.formatMessage(messages.changeCover)}
        </Button>
        {background ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onRemove('background')}>
            {intl.formatMessage(messages.removeCover)}
          </Button>
        ) : null}
        {picker('thumb')}
        {picker('background')}
      </div>
      <p className="mt-2 text-sm text-ink-muted">{intl.formatMessage(messages.types)}</p>
    </div>
  );
}
