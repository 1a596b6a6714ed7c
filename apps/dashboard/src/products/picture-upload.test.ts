import { describe, expect, it } from 'vitest';
import { uploadNameOf } from './picture-upload';

describe('the name a picture is uploaded under', () => {
  it('keeps letters, digits, hyphens and underscores, and ends as its type says', () => {
    expect(uploadNameOf('Summer photo (1).JPG', 'image/jpeg')).toBe('Summer-photo-1-.jpg');
    expect(uploadNameOf('olive_coat.svg', 'image/svg+xml')).toBe('olive_coat.svg');
    expect(uploadNameOf('../../etc/passwd.png', 'image/png')).toBe('etc-passwd.png');
    expect(uploadNameOf('日本.webp', 'image/webp')).toBe('picture.webp');
    expect(uploadNameOf(`${'a'.repeat(200)}.png`, 'image/png')).toHaveLength(94);
  });
});
