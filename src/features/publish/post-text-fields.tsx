import { useIntl } from 'react-intl';
import { POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '../../contract/rules/publish-limits.ts';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import { publishMessages as m } from './publish-messages.ts';

/** The post's title and text, both required, with their limits and errors. */
export function PostTextFields({
  title,
  onTitleChange,
  titleError,
  content,
  onContentChange,
  contentError,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  titleError?: string;
  content: string;
  onContentChange: (content: string) => void;
  contentError?: string;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(m.titleLabel)}
        name="title"
        // The creator's own words, in whichever direction they write them.
        dir="auto"
        required
        value={title}
        maxLength={POST_TITLE_MAX_LENGTH}
        onChange={(event) => onTitleChange(event.target.value)}
        error={titleError}
      />
      <TextArea
        label={intl.formatMessage(m.contentLabel)}
        name="content"
        dir="auto"
        required
        rows={5}
        maxLength={POST_CONTENT_MAX_LENGTH}
        value={content}
        onChange={(event) => onContentChange(event.target.value)}
        error={contentError}
      />
    </>
  );
}
