import { z } from 'zod';
import {
  BannerInputSchema,
  type Banner,
  type BannerInputParsed,
} from '@zina/shared/schemas/catalogue';
import { sharedRule } from '../../../lib/use-zod-form';

const ORDER_INVALID = "L'ordre doit être un nombre supérieur ou égal à 0";

const isOrder = (text: string) =>
  text !== '' && Number.isInteger(Number(text)) && Number(text) >= 0;

/**
 * SPEC.md §5 banner, as the form holds it: both images required and non-blank, links and lengths
 * as the server checks them (the shared `BannerInputSchema`, with its words); `order` is typed,
 * a whole number from 0, then the shared rule. The output is the payload sent.
 */
export const BannerFormSchema = BannerInputSchema.extend({
  order: z
    .string()
    .trim()
    .refine(isOrder, ORDER_INVALID)
    .transform(Number)
    .pipe(sharedRule(BannerInputSchema.shape.order)),
});

/** The banner's fields, the order as typed. */
export type BannerFormValues = Required<Omit<BannerInputParsed, 'order'>> & { order: string };

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

/** The banner's fields, without its id and dates (the server's), the order as text. */
export const fromBanner = ({
  _id,
  createdAt: _created,
  updatedAt: _updated,
  order,
  ...fields
}: Banner): BannerFormValues => ({
  ...fields,
  order: String(order),
});
