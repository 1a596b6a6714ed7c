import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { ServiceAddOns } from '../services/service-add-ons';
import { draftOf, emptyService } from '../services/service-draft';
import { ServiceEditor } from '../services/service-editor';
import { ServiceQuestions } from '../services/service-questions';
import { useSite } from '../site';

/** A service's editor, read from the platform; `new` opens an empty one. */
export function ServicePage({ siteId, serviceId }: { siteId: string; serviceId: string }) {
  const isNew = serviceId === 'new';
  const site = useSite(siteId);
  const read = useQuery({
    queryKey: ['service', siteId, serviceId],
    enabled: !isNew,
    staleTime: 0,
    queryFn: () => siteClient(siteId).services.getService(serviceId),
  });
  const zone = site.data?.settings.timeZone;
  if (read.isError)
    return (
      <>
        <h1>Service</h1>
        <p role="alert" className="error">
          This service could not be opened.{' '}
          <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/services`}>
            Back to the services
          </AppLink>
        </p>
      </>
    );
  if (!zone || (!isNew && !read.data)) return <p aria-busy="true">Loading the service…</p>;
  if (isNew) return <ServiceEditor siteId={siteId} zone={zone} initial={emptyService()} />;
  if (!read.data) return null;
  return (
    <>
      <ServiceEditor
        key={serviceId}
        siteId={siteId}
        zone={zone}
        service={read.data}
        initial={draftOf(read.data, zone)}
      />
      <ServiceQuestions siteId={siteId} service={read.data} />
      <ServiceAddOns siteId={siteId} serviceId={serviceId} />
    </>
  );
}
