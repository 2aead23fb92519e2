import { CreatorCard } from '../../components/molecules/creator-card/creator-card.tsx';
import { PlanCard } from '../../components/molecules/plan-card/plan-card.tsx';
import { PostCard } from '../../components/molecules/post-card/post-card.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { SAMPLE_CREATOR, SAMPLE_LOCKED_POST, SAMPLE_PLAN, SAMPLE_POST } from './devmode-samples.ts';
import { DevmodeFrame } from './devmode-frame.tsx';

/** card: the feed's post card (open and locked), the creator card (tile and row), the plan card. */
export function CardPage() {
  const to = useLocalePath();
  const creatorHref = to(`/${SAMPLE_CREATOR.username}`);
  return (
    <div className="grid gap-6 desktop:grid-cols-2">
      <DevmodeFrame boxed={false} name="PostCard">
        {[SAMPLE_POST, SAMPLE_LOCKED_POST].map((post) => (
          <PostCard
            key={post.id}
            post={post}
            authorHref={creatorHref}
            postHref={to(`/${post.user.username}/${post.id}`)}
          />
        ))}
      </DevmodeFrame>
      <div className="flex flex-col gap-6">
        <DevmodeFrame boxed={false} name="CreatorCard">
          <CreatorCard creator={SAMPLE_CREATOR} href={creatorHref} className="max-w-xs" />
          <CreatorCard creator={SAMPLE_CREATOR} href={creatorHref} variant="row" />
        </DevmodeFrame>
        <DevmodeFrame boxed={false} name="PlanCard">
          <PlanCard plan={SAMPLE_PLAN} index={0} count={1} />
        </DevmodeFrame>
      </div>
    </div>
  );
}
