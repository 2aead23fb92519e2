import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Area } from 'react-easy-crop';
import { useModifyAccountInfo } from '../../api/modify-account-info.ts';
import { uploadImage } from '../../api/upload-image.ts';
import {
  PROFILE_PICTURE_FRAMES,
  isProfilePictureFile,
  type ProfilePictureField,
} from '../../contract/rules/profile-rules.ts';
import { closeDialog, openDialog } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { cropPicture } from './crop-picture.ts';
import { profileMessages as m } from './profile-messages.ts';
import { useSaveErrorText } from './save-error.ts';

/**
 * Changing a profile picture: the chosen file is framed in a dialog, cut to the frame, uploaded
 * and saved at once (the picture shows as it will on the page); removing saves at once too.
 * Answers the handlers and which picture is being saved.
 */
export function useProfilePicture() {
  const intl = useIntl();
  const save = useModifyAccountInfo();
  const errorText = useSaveErrorText();
  const [busy, setBusy] = useState<ProfilePictureField | null>(null);

  const failed = (error: unknown) => {
    const text = errorText(error);
    if (text) showPopup(`${intl.formatMessage(m.updateFail)} ${text}`, { variant: 'failure' });
  };

  const apply = async (field: ProfilePictureField, file: File, area: Area, dialogId: string) => {
    setBusy(field);
    try {
      const framed = await cropPicture(file, area, PROFILE_PICTURE_FRAMES[field]);
      const uploaded = await uploadImage(framed);
      await save.mutateAsync({ [field]: uploaded.path });
      closeDialog(dialogId);
      showPopup(intl.formatMessage(m.saved));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const onPick = async (field: ProfilePictureField, file: File) => {
    if (!isProfilePictureFile(file)) {
      showPopup(intl.formatMessage(m.wrongType), { variant: 'failure' });
      return;
    }
    // The cropper (react-easy-crop) loads with the first picture picked, not with the screen.
    const { PictureCrop } = await import('../../components/organisms/picture-crop/picture-crop.tsx');
    const src = URL.createObjectURL(file);
    const frame = PROFILE_PICTURE_FRAMES[field];
    const id = openDialog({
      kind: 'custom',
      size: 'md',
      title: intl.formatMessage(m.cropTitle),
      onClosed: () => URL.revokeObjectURL(src),
      render: (close) => (
        <PictureCrop
          src={src}
          aspect={frame.width / frame.height}
          round={field === 'thumb'}
          onCancel={close}
          onApply={(area) => apply(field, file, area, id)}
        />
      ),
    });
  };

  const onRemove = async (field: ProfilePictureField) => {
    setBusy(field);
    try {
      await save.mutateAsync({ [field]: '' });
      showPopup(intl.formatMessage(m.saved));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    onPick: (field: ProfilePictureField, file: File) => void onPick(field, file),
    onRemove: (field: ProfilePictureField) => void onRemove(field),
  };
}
