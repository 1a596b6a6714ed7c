import type { Metadata } from 'next';
import { AppPage } from '../../components/apps/app-page';

export const metadata: Metadata = { title: 'Subscriptions' };

export default function Page() {
  return (
    <AppPage
      app={3}
      title="Subscriptions"
      testId="subscriptions.container"
      emptyText="No plans available"
      createHint="Create a membership plan in the platform to see it here."
    />
  );
}
