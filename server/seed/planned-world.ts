/**
 * The shapes of the planned demo world that the plan's parts share (seed-plan.ts decides creators
 * and posts, discovery-plan.ts what people did with them), so neither part imports the other.
 */
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { CategoryCode, SeedCreator } from './creators-data.ts';

export interface PlannedImage {
  width: number;
  height: number;
  variant: number;
}

export interface PlannedCreator extends SeedCreator {
  uuid: string;
  aff: number;
  createdAt: Date;
  /** The sum of their posts' views (settleCounts). */
  viewCount: number;
  variant: number;
}

export interface PlannedPost {
  creatorIndex: number;
  category: CategoryCode;
  title: string;
  content: string;
  tags: string[];
  articleType: number;
  priceCents: number;
  status: number;
  createdAt: Date;
  displayAt: Date;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  viewCount: number;
  buyCount: number;
  images: PlannedImage[];
  /** A video post where ffmpeg runs; its images are the fallback where it does not. */
  video: boolean;
}

/** A post anyone may see at `now`: what comments and views can be under. */
export const isPublicAt = (post: PlannedPost, now: Date) =>
  post.status === REVIEW_STATUS.published &&
  post.displayAt <= now &&
  post.articleType !== ARTICLE_TYPE.private;
