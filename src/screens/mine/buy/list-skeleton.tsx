import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';

/** Three placeholder rows while a tab's first page is on its way. */
export function ListSkeleton({ rowClassName = 'h-20' }: { rowClassName?: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className={`w-full ${rowClassName}`} />
      ))}
    </div>
  );
}
