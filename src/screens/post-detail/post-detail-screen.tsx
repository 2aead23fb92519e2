import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { PostDetailPage } from './post-detail-page.tsx';

export interface PostDetailScreenProps {
  username: string;
  feedId: number;
  /** A window of 958 px or more: the post is shown as an overlay (the route decides, at its breakpoint). */
  desktop: boolean;
}

/**
 * `/{lang}/{username}/{feedId}` opened as an address (a shared link, a reload, a phone's tap). On a
 * phone the post is a page. On a desktop it is always an overlay (spec §2): opened directly, the
 * creator's page takes this entry and the post is opened over it, so Back or closing it shows the
 * creator page. (A post opened from a page of the app is drawn by the app's overlay routes.)
 */
export function PostDetailScreen({ username, feedId, desktop }: PostDetailScreenProps) {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  // Once: StrictMode's second run of the effect must not add a second entry.
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!desktop || moved.current) return;
    moved.current = true;
    const creator = to(`/${username}`);
    navigate(creator, { replace: true });
    navigate(to(`/${username}/${feedId}`), { state: { background: creator } });
  }, [desktop, navigate, to, username, feedId]);
  return desktop ? null : <PostDetailPage username={username} feedId={feedId} />;
}
