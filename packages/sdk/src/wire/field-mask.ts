/**
 * Field masks (reference §3.2). The SDK takes a mask as a list of field paths, and the official
 * runtime sends it as one comma-joined string (`['name', 'description']` → `'name,description'`),
 * which is how the protobuf JSON mapping writes a `FieldMask`. A string is taken as already joined.
 */
export function encodeFieldMask(paths: readonly string[] | string): string {
  return typeof paths === 'string' ? paths : paths.join(',');
}

/**
 * A mask read from a response, as a list of paths. Servers answer with the joined string, but
 * some frameworks write the message form `{ paths: [...] }`; the official runtime accepts both,
 * and so does this. Anything else (missing, null, malformed) reads as no paths.
 */
export function decodeFieldMask(mask: unknown): string[] {
  if (typeof mask === 'string') {
    return mask
      .split(',')
      .map((path) => path.trim())
      .filter((path) => path !== '');
  }
  if (typeof mask === 'object' && mask !== null && 'paths' in mask && Array.isArray(mask.paths)) {
    return mask.paths.filter((path): path is string => typeof path === 'string' && path !== '');
  }
  return [];
}
