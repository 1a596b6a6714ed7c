import type { Metadata } from 'next';
import { AppPage } from '../../components/apps/app-page';

export const metadata: Metadata = { title: 'Events & Tickets' };

export default function Page() {
  return (
    <AppPage
      app={2}
      title="Events & Tickets"
      testId="events.container"
      emptyText="No events available"
      createHint="Create an event in the platform to see it here."
    />
  );
}
