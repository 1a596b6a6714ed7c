/**
 * Widths a product card's picture is offered in: a card is at most 240 px wide on a desktop and
 * half a phone's width, at one or two device pixels per CSS pixel. Each is one of the image
 * optimiser's allowed sizes (next.config.ts `imageSizes` and `deviceSizes`), which refuses others.
 */
const CARD_WIDTHS = [256, 384, 640, 750] as const;

/** What the optimiser is asked for (next.config.ts allows this quality only). */
const QUALITY = 75;

/**
 * The `src`, `srcSet` and `sizes` of a product card's <img>, served by Next's image optimiser
 * (`/_next/image`, the default loader's address). Worked out on the server so that a card needs no
 * image runtime in the browser; SVGs are drawn at any size and are linked as they are.
 */
export function cardImage(url: string): { src: string; srcSet?: string; sizes?: string } {
  if (new URL(url, 'http://x').pathname.endsWith('.svg')) return { src: url };
  const at = (width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${QUALITY}`;
  return {
    src: at(640),
    srcSet: CARD_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes: '(max-width: 700px) 50vw, 240px',
  };
}
