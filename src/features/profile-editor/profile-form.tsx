import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useModifyAccountInfo, type ModifyAccountInfoInput } from '../../api/modify-account-info.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { accountMessages } from '../../components/molecules/form/account-messages.ts';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import {
  SOCIAL_NETWORK_NAMES,
  type SocialNetwork,
} from '../../components/molecules/social-links-row/social-networks.ts';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import type { UserInfo } from '../../contract/entities-account.ts';
import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH } from '../../contract/rules/account-rules.ts';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  SOCIAL_LINK_CHECK_DELAY_MS,
  SOCIAL_LINK_EXAMPLES,
  SOCIAL_LINK_FIELDS,
  profileFormSchema,
  type ProfileFormValues,
  type SocialLinkField,
} from '../../contract/rules/profile-rules.ts';
import { showPopup } from '../../state/popup.ts';
import { profileMessages as m } from './profile-messages.ts';
import { useProfileRuleMessage } from './use-profile-rule-message.ts';
import { useSaveErrorText } from './save-error.ts';

/** The network each link field is, as the creator page names it. */
const NETWORK_OF: Record<SocialLinkField, SocialNetwork> = {
  instagram_link: 'instagram',
  twitter_link: 'twitter',
  youtube_link: 'youtube',
  tiktok_link: 'tiktok',
  facebook_link: 'facebook',
};

const valuesOf = (info: UserInfo): ProfileFormValues => ({
  nickname: info.nickname,
  username: info.username,
  description: info.description,
  instagram_link: info.instagram_link,
  twitter_link: info.twitter_link,
  youtube_link: info.youtube_link,
  tiktok_link: info.tiktok_link,
  facebook_link: info.facebook_link,
});

export interface ProfileFormProps {
  info: UserInfo;
  /** The product's own host (app/config's public_url): a link to it is accepted for any network. */
  ownHost: string;
  /** The account screen edits the account name too; the creator's profile screen does not. */
  withUsername: boolean;
}

/**
 * Display name, account name, bio and social links (spec §5): checked by the contract's rules as
 * the server checks them, each link 500 ms after typing stops; only what changed is sent, and the
 * links come back as the full profile URLs the server saved.
 */
export function ProfileForm({ info, ownHost, withUsername }: ProfileFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const profileRule = useProfileRuleMessage();
  const errorText = useSaveErrorText();
  const save = useModifyAccountInfo();
  const schema = useMemo(() => profileFormSchema(ownHost, withUsername), [ownHost, withUsername]);
  const { register, handleSubmit, trigger, reset, setError, formState } = useZodForm(schema, {
    defaultValues: valuesOf(info),
  });
  const { errors, dirtyFields, isSubmitting, isDirty } = formState;
  // One pending check per link field; a keystroke restarts its wait (spec §9: 500 ms).
  const [timers] = useState(() => new Map<SocialLinkField, number>());
  useEffect(() => () => timers.forEach((timer) => window.clearTimeout(timer)), [timers]);
  const checkLater = (field: SocialLinkField) => {
    window.clearTimeout(timers.get(field));
    timers.set(
      field,
      window.setTimeout(() => void trigger(field), SOCIAL_LINK_CHECK_DELAY_MS),
    );
  };

  const submit = handleSubmit(async (values) => {
    const links = SOCIAL_LINK_FIELDS.filter((field) => dirtyFields[field]);
    const change: ModifyAccountInfoInput = {
      ...(dirtyFields.nickname && { nickname: values.nickname }),
      ...(dirtyFields.username && { username: values.username }),
      ...(dirtyFields.description && { description: values.description }),
      ...(links.length > 0 && {
        set_social_media: JSON.stringify(Object.fromEntries(links.map((field) => [field, values[field]]))),
      }),
    };
    try {
      reset(valuesOf(await save.mutateAsync(change)));
      showPopup(intl.formatMessage(m.saved));
    } catch (error) {
      const text = errorText(error);
      if (text) setError('root.server', { message: text });
      showPopup(intl.formatMessage(m.updateFail), { variant: 'failure' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        required
        label={intl.formatMessage(m.nickname)}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="nickname"
        error={profileRule(errors.nickname)}
        {...register('nickname')}
      />
      {withUsername ? (
        <TextField
          required
          label={intl.formatMessage(accountMessages.account)}
          hint={intl.formatMessage(m.usernameHint, { min: ACCOUNT_MIN_LENGTH, max: ACCOUNT_MAX_LENGTH })}
          maxLength={ACCOUNT_MAX_LENGTH}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={ruleMessage(errors.username)}
          {...register('username')}
        />
      ) : null}
      <TextArea
        label={intl.formatMessage(m.description)}
        maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
        dir="auto"
        error={profileRule(errors.description)}
        {...register('description')}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-base font-semibold">{intl.formatMessage(m.socialLinks)}</legend>
        <p className="-mt-2 text-sm text-ink-muted">{intl.formatMessage(m.socialLinksHint)}</p>
        {SOCIAL_LINK_FIELDS.map((field) => (
          <TextField
            key={field}
            type="url"
            dir="ltr"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            label={intl.formatMessage(SOCIAL_NETWORK_NAMES[NETWORK_OF[field]])}
            placeholder={SOCIAL_LINK_EXAMPLES[field]}
            error={profileRule(errors[field], field)}
            {...register(field, { onChange: () => checkLater(field) })}
          />
        ))}
      </fieldset>
      {/* Mounted throughout so a screen reader hears the refusal that appears in it. */}
      <div role="alert" className="text-sm text-red-700 empty:hidden">
        {errors.root?.server ? <p className="break-words">{errors.root.server.message}</p> : null}
      </div>
      <Button type="submit" fullWidth loading={isSubmitting} disabled={!isDirty}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
