import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './public-url';

describe('absoluteUrl', () => {
  it('puts a root-relative path on PUBLIC_URL', () => {
    expect(absoluteUrl('https://zina.ma', '/uploads/a.webp')).toBe(
      'https://zina.ma/uploads/a.webp',
    );
    expect(absoluteUrl('https://zina.ma/', 'uploads/a.webp')).toBe(
      'https://zina.ma/uploads/a.webp',
    );
    expect(absoluteUrl('https://zina.ma/boutique', '/p')).toBe('https://zina.ma/boutique/p');
  });

  it('keeps an absolute URL (S3 images) as it is', () => {
    const s3 = 'https://bucket.s3.eu-west-3.amazonaws.com/images/a.webp';
    expect(absoluteUrl('https://zina.ma', s3)).toBe(s3);
  });
});
