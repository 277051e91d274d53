import { Skeleton } from '../../shared/components/skeleton';

export function PageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="40%" height="2rem" />
      <div style={{ height: 'var(--space-4)' }} />
      <Skeleton height="16rem" />
    </div>
  );
}
