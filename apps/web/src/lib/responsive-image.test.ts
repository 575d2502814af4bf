import { describe, expect, it } from 'vitest';
import { imageSrcSet, responsiveImage } from './responsive-image';

const id = '6b025906bb14ddb9c4cdbd29';

describe('responsive images from the upload naming', () => {
  it('lists every stored width up to the saved one', () => {
    expect(imageSrcSet(`/uploads/images/${id}-1280.webp`)).toBe(
      `/uploads/images/${id}-320.webp 320w, /uploads/images/${id}-640.webp 640w, /uploads/images/${id}-1280.webp 1280w`,
    );
  });

  it('stops at the picture’s own width when it is narrower than 1280', () => {
    expect(imageSrcSet(`https://cdn.example.ma/images/${id}-800.webp`)).toBe(
      `https://cdn.example.ma/images/${id}-320.webp 320w, https://cdn.example.ma/images/${id}-640.webp 640w, https://cdn.example.ma/images/${id}-800.webp 800w`,
    );
    expect(imageSrcSet(`/uploads/images/${id}-200.webp`)).toBe(
      `/uploads/images/${id}-200.webp 200w`,
    );
  });

  it('falls back to the plain URL for a name it does not know', () => {
    expect(imageSrcSet('/uploads/photo.jpg')).toBeUndefined();
    expect(imageSrcSet(`/uploads/images/${id}.webp`)).toBeUndefined();
    expect(responsiveImage('https://example.ma/a.png', '100vw')).toEqual({
      src: 'https://example.ma/a.png',
    });
    expect(responsiveImage(`/uploads/images/${id}-640.webp`, '50vw')).toMatchObject({
      sizes: '50vw',
      srcSet: `/uploads/images/${id}-320.webp 320w, /uploads/images/${id}-640.webp 640w`,
    });
  });
});
