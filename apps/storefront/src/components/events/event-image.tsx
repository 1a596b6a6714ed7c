import type { EventView } from '../../lib/views/events';

/**
 * An event's picture as the platform gives it: a plain <img>, no image runtime. Event pictures
 * may live on any host the owner named, which Next's optimiser would refuse.
 */
export function EventImage({
  image,
  eager,
}: {
  image: NonNullable<EventView['image']>;
  /** Seen without scrolling: fetched at once, not when scrolled to. */
  eager: boolean;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: see above; the platform's pictures are SVGs anyway.
    <img
      src={image.url}
      alt={image.altText}
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
