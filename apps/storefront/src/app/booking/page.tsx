import type { Metadata } from 'next';
import { AppPage } from '../../components/apps/app-page';

export const metadata: Metadata = { title: 'Bookings' };

export default function Page() {
  return (
    <AppPage
      app={0}
      title="Bookings"
      testId="bookings.container"
      emptyText="No services available"
      createHint="Create a service in the platform to see it here."
    />
  );
}
