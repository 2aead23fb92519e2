import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';

/** The shape of a post card while the feed loads. */
export function PostCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60">
      <div className="flex items-center gap-3 p-4">
        <Skeleton shape="circle" className="h-10 w-10" />
        <div className="flex-1 space-y-2">
          <Skeleton shape="text" className="w-32" />
          <Skeleton shape="text" className="w-20" />
        </div>
      </div>
      <Skeleton className="aspect-[4/5] w-full rounded-none" />
      <div className="flex gap-6 p-4">
        <Skeleton shape="text" className="w-10" />
        <Skeleton shape="text" className="w-10" />
        <Skeleton shape="text" className="w-10" />
      </div>
    </div>
  );
}
