import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SegmentError } from './segment-error';

describe('SegmentError', () => {
  it('says the sentence it is given, never the error message, with Try again and a way out', () => {
    const html = renderToString(
      createElement(SegmentError, {
        title: 'The store could not be shown',
        text: 'The products could not be read just now.',
        error: new Error('connect ECONNREFUSED 127.0.0.1:4000'),
        reset: () => undefined,
        back: { href: '/store', label: 'Back to the store' },
      }),
    );
    expect(html).toContain('The store could not be shown');
    expect(html).toContain('The products could not be read just now.');
    expect(html).toContain('Try again');
    expect(html).toContain('href="/store"');
    expect(html).not.toContain('ECONNREFUSED');
  });
});
