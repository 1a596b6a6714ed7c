import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

const page = {
  backgroundColor: '#f6f7fb',
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
};
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '12px',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '24px 28px',
};
const brand = { color: '#4f46e5', fontSize: '14px', fontWeight: 700, margin: '0 0 8px' };
const footer = { color: '#6b7280', fontSize: '12px', lineHeight: '18px' };

/**
 * The one look of every message a site sends its customers: the site's name, a heading, the
 * message, and a footer saying why it came. Marketing-type mail adds its unsubscribe line; a
 * message about the customer's own order, booking or plan never has one.
 */
export function MailLayout({
  siteName,
  preview,
  heading,
  children,
  unsubscribeUrl,
}: {
  siteName: string;
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  unsubscribeUrl?: string;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{siteName}</Text>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px', color: '#111827' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Section>
            <Text style={footer}>
              {`You receive this message from ${siteName} because of something you did on its site.${
                unsubscribeUrl ? ` Unsubscribe: ${unsubscribeUrl}` : ''
              }`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a message. */
export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={{ color: '#1f2937', fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>
    {children}
  </Text>
);
