import { Skeleton, SkeletonGroup } from '@/components/Skeleton';

/** docs/product/screens.md#bid-summary: while the bid loads, three shimmering placeholder summary cards. */
export function SummarySkeleton() {
  return (
    <SkeletonGroup label="Loading bid summary…" className="bid-summary__skeleton">
      {[0, 1, 2].map((card) => (
        <div key={card} className="bid-summary__card bid-summary__card--placeholder">
          <Skeleton width="40%" height="1.4em" />
          <Skeleton lines={4} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
