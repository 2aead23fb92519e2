import { useLocation } from 'wouter';
import { BackButton } from '../../components/molecules/back-button/back-button.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { PostDetailView } from './post-detail-view.tsx';

export interface PostDetailPageProps {
  username: string;
  feedId: number;
}

/** The post detail as a page of its own (a phone, spec §2): Back, then the post and its comments. */
export function PostDetailPage({ username, feedId }: PostDetailPageProps) {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-[640px] pb-8 desktop:px-6">
      {/* Back alone: the post's own heading names the page. */}
      <div className="flex h-14 items-center px-2 desktop:px-0">
        <BackButton />
      </div>
      <PostDetailView
        username={username}
        feedId={feedId}
        layout="page"
        onGone={() => navigate(to(`/${username}`), { replace: true })}
      />
    </div>
  );
}
