import type { ReactNode, Ref } from 'react';

/** A hosted page's frame: one column on phones, the page's own layout from tablets up. */
export function Page({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <main className={narrow ? 'page narrow' : 'page'}>{children}</main>;
}

/** The page shown while a flow's first call is under way. */
export const Loading = () => <main className="page" aria-busy="true" />;

/** A flow that cannot go on (a bad link, a paid checkout), saying why. */
export function Unavailable({ title, message }: { title: string; message: string }) {
  return (
    <Page narrow>
      <h1>{title}</h1>
      <ErrorMessage>{message}</ErrorMessage>
    </Page>
  );
}

/**
 * An error the buyer should read now: announced by screen readers as it appears. Given a `ref`, it
 * can take focus, for a page that moves focus to what went wrong.
 */
export function ErrorMessage({
  children,
  inline = false,
  ref,
}: {
  children: ReactNode;
  inline?: boolean;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p className={inline ? 'error' : undefined} role="alert" ref={ref} tabIndex={ref ? -1 : undefined}>
      {children}
    </p>
  );
}
