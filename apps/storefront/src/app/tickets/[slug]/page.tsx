import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { EventDescription, EventSummary } from '../../../components/events/event-details';
import styles from '../../../components/events/event-page.module.css';
import { EventsPage } from '../../../components/events/events-page';
import { RegistrationPanel } from '../../../components/events/registration-panel';
import { eventPage } from '../../../lib/platform/events';
import { installedApps } from '../../../lib/platform/installed-apps';
import { visitorClient } from '../../../lib/platform/visitor';

export const dynamic = 'force-dynamic';

interface Params {
  params: Promise<{ slug: string }>;
}

/** Read once per request: the metadata and the page both need the event. */
const eventFor = cache(async (slug: string) => eventPage(await visitorClient(), slug));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await eventFor((await params).slug);
  if (!found) return { title: 'Event not found' };
  const { event } = found;
  return {
    title: event.title,
    ...(event.shortDescription ? { description: event.shortDescription } : {}),
    openGraph: { title: event.title, ...(event.image ? { images: [event.image.url] } : {}) },
  };
}

/**
 * An event's page (the platform's `eventPageUrl`), rendered on the server: when and where it is,
 * and its tickets; choosing one holds it and opens the platform's hosted checkout.
 */
export default async function Page({ params }: Params) {
  if (!(await installedApps()).includes(2)) redirect('/404?app=Events');
  const found = await eventFor((await params).slug);
  if (!found) notFound();
  return (
    <EventsPage title={found.event.title} back={{ href: '/tickets', label: 'Events' }}>
      {/* On a phone the tickets come right after when and where, before the longer text. */}
      <article className={styles.page}>
        <EventSummary event={found.event} />
        <RegistrationPanel event={found.event} tickets={found.tickets} />
        <EventDescription event={found.event} />
      </article>
    </EventsPage>
  );
}
