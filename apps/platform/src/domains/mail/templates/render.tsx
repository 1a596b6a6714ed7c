import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { OutgoingMail } from '../transport.js';

/** A message made from its template: the HTML mail clients show, and the plain text beside it. */
export async function renderMail(
  to: { siteId: string; to: string; subject: string },
  element: ReactElement,
): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { ...to, html, text };
}
