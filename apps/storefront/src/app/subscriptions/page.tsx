import { AppPage } from '../../components/apps/app-page';

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
