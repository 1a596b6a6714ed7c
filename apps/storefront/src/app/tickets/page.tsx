import { AppPage } from '../../components/apps/app-page';

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
