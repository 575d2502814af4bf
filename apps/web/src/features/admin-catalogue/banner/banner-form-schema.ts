import { BannerInputSchema, type Banner } from '@zina/shared/schemas/catalogue';
import { fieldErrors } from '../../../lib/field-errors';
import type { BannerInput } from '../api/save-banner';

export const IMAGES_REQUIRED = 'Les images desktop et mobile sont requises';
export const ORDER_INVALID = "L'ordre doit être un nombre supérieur ou égal à 0";

export type BannerFormValues = Omit<BannerInput, 'order'> & { order: string };

export const EMPTY_BANNER: BannerFormValues = {
  title: '',
  subtitle: '',
  description: '',
  tag: '',
  imageDesktop: '',
  imageMobile: '',
  buttonText: '',
  buttonLink: '',
  secondaryButtonText: '',
  secondaryButtonLink: '',
  order: '0',
  isActive: true,
};

export const fromBanner = (b: Banner): BannerFormValues => ({
  title: b.title,
  subtitle: b.subtitle,
  description: b.description,
  tag: b.tag,
  imageDesktop: b.imageDesktop,
  imageMobile: b.imageMobile,
  buttonText: b.buttonText,
  buttonLink: b.buttonLink,
  secondaryButtonText: b.secondaryButtonText,
  secondaryButtonLink: b.secondaryButtonLink,
  order: String(b.order),
  isActive: b.isActive,
});

export type BannerErrors = Partial<Record<keyof BannerFormValues | 'images', string>>;

/**
 * SPEC.md §5 banner: both images required and non-blank; `order` a number, minimum 0; then the
 * server's own rules (links, lengths), with its words.
 */
export function bannerErrors(v: BannerFormValues): BannerErrors {
  const errors: BannerErrors = {};
  if (!v.imageDesktop.trim() || !v.imageMobile.trim()) errors.images = IMAGES_REQUIRED;
  const order = Number(v.order.trim());
  if (v.order.trim() === '' || !Number.isInteger(order) || order < 0) errors.order = ORDER_INVALID;
  if (errors.images || errors.order) return errors;
  const parsed = BannerInputSchema.safeParse(toBannerInput(v));
  if (parsed.success) return errors;
  for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
    if (key === 'imageDesktop' || key === 'imageMobile') errors.images ??= message;
    else errors[key as keyof BannerFormValues] = message;
  }
  return errors;
}

export function toBannerInput(v: BannerFormValues): BannerInput {
  const text = (s: string) => s.trim();
  return {
    title: text(v.title),
    subtitle: text(v.subtitle),
    description: text(v.description),
    tag: text(v.tag),
    imageDesktop: text(v.imageDesktop),
    imageMobile: text(v.imageMobile),
    buttonText: text(v.buttonText),
    buttonLink: text(v.buttonLink),
    secondaryButtonText: text(v.secondaryButtonText),
    secondaryButtonLink: text(v.secondaryButtonLink),
    order: Number(v.order.trim()),
    isActive: v.isActive,
  };
}
