/** The SDK sends a field mask as one comma-joined string of paths (reference §3.2). */
export const encodeFieldMask = (paths: readonly string[] | string): string =>
  typeof paths === 'string' ? paths : paths.join(',');

/** Responses may carry a mask as a string or as `{ paths: [...] }`. */
export function decodeFieldMask(mask: unknown): string[] {
  if (typeof mask === 'string') return mask.split(',').filter(Boolean);
  if (typeof mask === 'object' && mask !== null && Array.isArray((mask as { paths?: unknown }).paths)) {
    return (mask as { paths: unknown[] }).paths.filter((path): path is string => typeof path === 'string');
  }
  return [];
}
