import type { ReactNode, Ref } from 'react';

/** A step with nothing to fill in: where the sign-in stands, in a card of the form's size. */
export function Notice({
  siteName,
  title,
  headingRef,
  children,
}: {
  siteName: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby="notice-heading" data-testid="login-notice">
      <header className="login-header">
        <p className="eyebrow">{siteName}</p>
        <h1 id="notice-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}
