export interface Example {
  data: { title: string; description: string; slug: string; orderId: number; installLink: string };
}

/** The subscriptions example is not listed (spec §1); the rest split by whether their app is installed. */
export function splitExamples(examples: Example[], installedAppsList: number[]) {
  const listed = examples.filter((example) => example.data.slug !== '/subscriptions');
  return {
    installedExamples: listed.filter((example) => installedAppsList.includes(example.data.orderId - 1)),
    uninstalledExamples: listed.filter((example) => !installedAppsList.includes(example.data.orderId - 1)),
  };
}
