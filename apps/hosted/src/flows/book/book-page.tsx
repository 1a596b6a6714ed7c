import { useState } from 'react';
import { LEAVING, useAction } from '../../shared/action';
import { backToSite } from '../../shared/back-to-site';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { ErrorMessage } from '../../shared/layout';
import {
  type BookOnlineCalls,
  bookOnlineCalls,
  bookOnlineMessageOf,
  type Entry,
  type HostedBookPage,
  type Service,
} from './book-calls';
import { ServiceTimes } from './service-times';

/** "45 min · $45.00": what a service takes and costs, as its option shows it. */
function factsOf(service: Service): string {
  const price = service.price?.formattedValue ?? service.priceDescription ?? 'Free';
  return service.durationMinutes ? `${service.durationMinutes} min · ${price}` : price;
}

/**
 * The hosted "Book Online" page of a `bookingsBook` link: the services it offers (one service, a
 * staff member's, or the site's), the chosen one's times for the coming week in the visitor's
 * time zone, and, for the time chosen, on to the Booking Details page.
 */
export function BookPage({ session, calls = bookOnlineCalls }: { session: string; calls?: BookOnlineCalls }) {
  const flow = useHostedFlow<HostedBookPage>({
    credential: session,
    missing: 'This page needs a booking link from a site.',
    load: calls.loadBookPage,
    messageOf: bookOnlineMessageOf,
  });
  return (
    <HostedFlow title="Booking unavailable" state={flow.state}>
      {(data) => <ServiceChoice session={session} calls={calls} data={data} />}
    </HostedFlow>
  );
}

/** The services and the chosen one's times; a time chosen leads on to Booking Details. */
function ServiceChoice({
  session,
  calls,
  data,
}: {
  session: string;
  calls: BookOnlineCalls;
  data: HostedBookPage;
}) {
  const [serviceId, setServiceId] = useState<string | undefined>(data.services[0]?._id);
  const { busy, error, setError, run } = useAction(bookOnlineMessageOf);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const back = data.callbacks.postFlowUrl;
  const backLink = back ? (
    <a className="link" href={backToSite(back)}>
      Return to the site
    </a>
  ) : null;

  const choose = (entry: Entry) =>
    run(async () => {
      window.location.assign(await calls.chooseTime(session, entry, timeZone));
      return LEAVING;
    });

  return (
    <main className="page" data-testid="book-online">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Book Online</h1>
        {data.staffMember ? <p className="muted">With {data.staffMember.name}</p> : null}
      </header>
      {data.services.length === 0 ? (
        <section className="card">
          <p>There is nothing to book here at the moment.</p>
          {backLink}
        </section>
      ) : (
        <div className="columns">
          <section className="card" aria-labelledby="services-heading">
            <h2 id="services-heading">Choose a service</h2>
            <div className="options" role="radiogroup" aria-labelledby="services-heading">
              {data.services.map((service) => (
                <label key={service._id} className="option">
                  <input
                    type="radio"
                    name="service"
                    value={service._id}
                    checked={serviceId === service._id}
                    onChange={() => {
                      setServiceId(service._id);
                      setError(null);
                    }}
                  />
                  <span className="name">
                    {service.name}
                    {service.tagLine ? <span className="muted"> · {service.tagLine}</span> : null}
                  </span>
                  <span className="amount">{factsOf(service)}</span>
                </label>
              ))}
            </div>
          </section>
          <section className="card" aria-labelledby="times-heading">
            <h2 id="times-heading">Choose a time</h2>
            <p className="hint">Times are shown in {timeZone.replaceAll('_', ' ')}.</p>
            {serviceId ? (
              <ServiceTimes
                session={session}
                serviceId={serviceId}
                timeZone={timeZone}
                busy={busy}
                onChoose={choose}
                loadTimes={calls.loadTimes}
              />
            ) : null}
            {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
            {backLink}
          </section>
        </div>
      )}
    </main>
  );
}
