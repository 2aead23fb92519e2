import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../components/atoms/icon/icons.ts';

/** The server's refusal under a form (spec §8: its `msg`, in the member's language). */
export function FormRefusal({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700">
          <Icon icon={alertIcon} size={18} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">{message}</span>
        </p>
      ) : null}
    </div>
  );
}
