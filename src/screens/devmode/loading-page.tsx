import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { SPINNER_SIZES, Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { modalMessages } from '../../components/organisms/modal/modal-messages.ts';
import { PostCardSkeleton } from '../home/post-card-skeleton.tsx';
import { DevmodeFrame } from './devmode-frame.tsx';

/** loading: the spinner in its sizes, the skeleton's shapes, home's card skeleton, a busy button. */
export function LoadingPage() {
  const intl = useIntl();
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <DevmodeFrame name="Spinner">
        <div className="flex items-end gap-6 text-brand-600" data-testid="spinners">
          {(Object.keys(SPINNER_SIZES) as (keyof typeof SPINNER_SIZES)[]).map((size) => (
            <Spinner key={size} size={size} />
          ))}
          <Spinner announce />
        </div>
      </DevmodeFrame>
      <DevmodeFrame name="Button loading">
        <div className="flex flex-wrap gap-2">
          <Button loading>{intl.formatMessage(modalMessages.confirm)}</Button>
          <Button variant="secondary" loading>
            {intl.formatMessage(modalMessages.cancel)}
          </Button>
        </div>
      </DevmodeFrame>
      <DevmodeFrame name="Skeleton">
        <div className="flex items-center gap-4">
          <Skeleton shape="circle" className="h-12 w-12" />
          <Skeleton shape="text" lines={3} className="flex-1" />
        </div>
        <Skeleton className="h-24 w-full" />
      </DevmodeFrame>
      <DevmodeFrame name="PostCardSkeleton">
        <div className="max-w-sm">
          <PostCardSkeleton />
        </div>
      </DevmodeFrame>
    </div>
  );
}
