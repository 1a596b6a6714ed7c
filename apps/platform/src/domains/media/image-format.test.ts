import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-format.js';

/** The smallest real files of each format, built byte by byte as their specifications lay them out. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc2, 0); // progressive
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

function webpOf(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  } else {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  }
  return bytes;
}

describe('readImageInfo', () => {
  it('reads PNG, JPEG and the three WebP encodings', () => {
    expect(readImageInfo(pngOf(800, 600))).toEqual({ format: 'png', width: 800, height: 600 });
    expect(readImageInfo(jpegOf(1920, 1080))).toEqual({ format: 'jpeg', width: 1920, height: 1080 });
    expect(readImageInfo(webpOf('VP8 ', 640, 480))).toEqual({ format: 'webp', width: 640, height: 480 });
    expect(readImageInfo(webpOf('VP8L', 300, 200))).toEqual({ format: 'webp', width: 300, height: 200 });
    expect(readImageInfo(webpOf('VP8X', 5000, 4000))).toEqual({ format: 'webp', width: 5000, height: 4000 });
  });

  it('reads an SVG from its attributes or its viewBox, after an XML declaration', () => {
    const sized =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80"/>';
    expect(readImageInfo(Buffer.from(sized))).toEqual({ format: 'svg', width: 120, height: 80 });
    const boxed = '<svg viewBox="0 0 800 800" xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    expect(readImageInfo(Buffer.from(boxed))).toEqual({ format: 'svg', width: 800, height: 800 });
  });

  it('refuses what is not an image, truncated headers and empty sizes', () => {
    expect(readImageInfo(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(readImageInfo(Buffer.from('<html><svg width="1" height="1"/></html>'))).toBeUndefined();
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(readImageInfo(pngOf(800, 600).subarray(0, 20))).toBeUndefined();
    expect(readImageInfo(jpegOf(100, 100).subarray(0, 10))).toBeUndefined();
    expect(readImageInfo(pngOf(0, 600))).toBeUndefined();
    expect(readImageInfo(Buffer.alloc(0))).toBeUndefined();
  });
});
