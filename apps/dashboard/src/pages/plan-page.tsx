import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { draftOf, emptyPlan } from '../plans/plan-draft';
import { PlanEditor } from '../plans/plan-editor';
import { siteClient } from '../platform';

/** A plan's editor, read from the platform; `new` opens an empty one. */
export function PlanPage({ siteId, planId }: { siteId: string; planId: string }) {
  const isNew = planId === 'new';
  const read = useQuery({
    queryKey: ['plan', siteId, planId],
    enabled: !isNew,
    staleTime: 0,
    queryFn: () => siteClient(siteId).plans.getPlan(planId),
  });
  if (isNew) return <PlanEditor siteId={siteId} initial={emptyPlan()} />;
  if (read.isError)
    return (
      <>
        <h1>Plan</h1>
        <p role="alert" className="error">
          This plan could not be opened.{' '}
          <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/plans`}>Back to the plans</AppLink>
        </p>
      </>
    );
  if (!read.data) return <p aria-busy="true">Loading the plan…</p>;
  return <PlanEditor key={planId} siteId={siteId} plan={read.data} initial={draftOf(read.data)} />;
}
