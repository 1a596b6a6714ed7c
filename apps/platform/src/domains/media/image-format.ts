/**
 * What an uploaded file really is, read from its bytes rather than trusted from its name or
 * content type: the format and the pixel size every product image carries on the wire. Only
 * headers are read, never the whole picture.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'svg';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker)) {
      return {
        format: 'jpeg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Buffer): ImageInfo | undefined {
  if (
    bytes.length < 30 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  )
    return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return {
      format: 'webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { format: 'webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

const length = (value: string | undefined): number | undefined => {
  const match = value?.match(/^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/);
  return match ? Math.round(Number(match[1])) : undefined;
};

/** An SVG's size from its `width`/`height` attributes, else from its `viewBox`. */
function svg(bytes: Buffer): ImageInfo | undefined {
  const text = bytes.toString('utf8', 0, Math.min(bytes.length, 4096));
  const root = text.match(
    /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg\b([^>]*)>/i,
  );
  if (!root) return undefined;
  const attributes = root[1] ?? '';
  const attribute = (name: string) =>
    attributes.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = length(attribute('width')) ?? viewBox?.[2];
  const height = length(attribute('height')) ?? viewBox?.[3];
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  return { format: 'svg', width: Math.round(width), height: Math.round(height) };
}

/** The image in `bytes`, or undefined when it is none of the formats the platform serves. */
export function readImageInfo(bytes: Buffer): ImageInfo | undefined {
  const info = png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? svg(bytes);
  return info && info.width > 0 && info.height > 0 ? info : undefined;
}
