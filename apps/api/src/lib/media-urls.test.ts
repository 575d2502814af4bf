import { describe, expect, it } from 'vitest';
import { mediaUrlsOf } from './create-deps';
import { mediaUrls } from './media-urls';

const shop = 'https://boutique.example.ma';
const media = mediaUrls('https://cdn.example.net/uploads', [`${shop}/uploads`]);

describe('mediaUrls', () => {
  it('makes every JSON string that starts with /uploads/ absolute, and nothing else', () => {
    const answer = {
      image: [
        '/uploads/images/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp',
        'https://ailleurs.example/x.webp',
      ],
      avatar: '/uploads/images/bbbbbbbbbbbbbbbbbbbbbbbb-320.webp',
      description: 'Voir "/uploads/images/x.webp" dans le texte',
      path: 'a/uploads/b',
      empty: '',
    };
    const rewritten = JSON.parse(media.inJson(JSON.stringify(answer))) as typeof answer;
    expect(rewritten).toEqual({
      ...answer,
      image: [
        'https://cdn.example.net/uploads/images/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp',
        'https://ailleurs.example/x.webp',
      ],
      avatar: 'https://cdn.example.net/uploads/images/bbbbbbbbbbbbbbbbbbbbbbbb-320.webp',
    });
  });

  it('leaves a text with no upload as the same string, and keeps $ in a base literal', () => {
    const text = JSON.stringify({ name: 'Sac', price: 10 });
    expect(media.inJson(text)).toBe(text);
    const odd = mediaUrls('https://cdn.example.net/$1/uploads');
    expect(odd.inJson('["/uploads/a.webp"]')).toBe('["https://cdn.example.net/$1/uploads/a.webp"]');
  });

  it('stores what an answer showed as the path again, from the media base or the shop', () => {
    expect(media.stored('https://cdn.example.net/uploads/images/a-640.webp')).toBe(
      '/uploads/images/a-640.webp',
    );
    expect(media.stored(`${shop}/uploads/images/a-640.webp`)).toBe('/uploads/images/a-640.webp');
    expect(media.stored('/uploads/images/a-640.webp')).toBe('/uploads/images/a-640.webp');
    expect(media.stored('https://ailleurs.example/uploads/a.webp')).toBe(
      'https://ailleurs.example/uploads/a.webp',
    );
    expect(media.absolute('/uploads/images/a-640.webp')).toBe(
      'https://cdn.example.net/uploads/images/a-640.webp',
    );
    expect(media.absolute('https://ailleurs.example/a.webp')).toBe(
      'https://ailleurs.example/a.webp',
    );
  });

  it('takes S3_PUBLIC_URL with S3, else MEDIA_URL, else PUBLIC_URL', () => {
    const s3 = { bucket: 'zina', region: 'eu-west-3', publicUrl: 'https://img.example.ma/' };
    expect(mediaUrlsOf({ s3, mediaUrl: 'https://cdn.example.net', publicUrl: shop }).base).toBe(
      'https://img.example.ma',
    );
    expect(mediaUrlsOf({ mediaUrl: 'https://cdn.example.net', publicUrl: shop }).base).toBe(
      'https://cdn.example.net/uploads',
    );
    expect(mediaUrlsOf({ publicUrl: shop }).base).toBe(`${shop}/uploads`);
    const bucket = mediaUrlsOf({ s3: { ...s3, publicUrl: undefined }, publicUrl: shop });
    expect(bucket.base).toBe('https://zina.s3.eu-west-3.amazonaws.com');
  });
});
