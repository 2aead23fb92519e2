import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { MODAL_MAX_WIDTH, type ModalSize } from '../../components/organisms/modal/modal.tsx';
import { openDialog } from '../../state/dialogs.ts';
import { devmodePageTexts as t } from './devmode-messages.ts';

const SIZES = Object.keys(MODAL_MAX_WIDTH) as ModalSize[];

/** dialog: one button per size of the Modal organism, each opening it through the dialog stack. */
export function DialogPage() {
  const intl = useIntl();
  const open = (size: ModalSize) =>
    openDialog({
      kind: 'custom',
      size,
      title: intl.formatMessage(t.dialogTitle, { size }),
      render: () => (
        <p className="text-ink">{intl.formatMessage(t.dialogBody, { width: MODAL_MAX_WIDTH[size] })}</p>
      ),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {SIZES.map((size) => (
        <Button key={size} variant="secondary" onClick={() => open(size)}>
          {intl.formatMessage(t.openDialog, { size, width: MODAL_MAX_WIDTH[size] })}
        </Button>
      ))}
    </div>
  );
}
