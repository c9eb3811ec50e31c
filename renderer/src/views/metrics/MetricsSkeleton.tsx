import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';

/**
 * What the metrics route shows while its code (the view and its chart library) loads: the view's own
 * outline, so the page never goes blank. Lives in the start-up bundle; keep it free of chart code.
 */
export function MetricsSkeleton() {
  return (
    <div className="view" data-testid="metrics-skeleton" aria-busy="true">
      <PageHeader eyebrow="Metrics" title={<Skeleton size="xl" />} />
      <section className="card">
        <Skeleton size="md" />
        <Skeleton size="md" />
      </section>
      <section className="card">
        <Skeleton size="sm" />
        <span className="skeleton" style={{ display: 'block', width: '100%', height: 340 }} aria-hidden="true" />
      </section>
    </div>
  );
}
