import { describe, expect, it } from 'vitest';
import config from '../../next.config';
import { cardImage } from './card-image';

describe('cardImage', () => {
  it('offers a photo through the image optimiser at widths and a quality it allows', () => {
    const image = cardImage('http://127.0.0.1:4000/media/abc/linen shirt.jpg');
    const allowed = [...(config.images?.deviceSizes ?? []), ...(config.images?.imageSizes ?? [])];
    const candidates = image.srcSet?.split(', ') ?? [];
    expect(candidates).toHaveLength(4);
    for (const candidate of candidates) {
      const [address, descriptor] = candidate.split(' ');
      const query = new URL(address ?? '', 'http://storefront').searchParams;
      expect(query.get('url')).toBe('http://127.0.0.1:4000/media/abc/linen shirt.jpg');
      expect(allowed).toContain(Number(query.get('w')));
      expect(config.images?.qualities).toContain(Number(query.get('q')));
      expect(descriptor).toBe(`${query.get('w')}w`);
    }
    expect(image.src).toMatch(/^\/_next\/image\?url=/);
    expect(image.sizes).toBe('(max-width: 700px) 50vw, 240px');
  });

  it('links an SVG as it is (drawn at any size), whatever its query string', () => {
    expect(cardImage('http://127.0.0.1:4000/media/abc/mug.svg')).toEqual({
      src: 'http://127.0.0.1:4000/media/abc/mug.svg',
    });
    expect(cardImage('http://127.0.0.1:4000/media/abc/mug.svg?v=2')).toEqual({
      src: 'http://127.0.0.1:4000/media/abc/mug.svg?v=2',
    });
  });
});
