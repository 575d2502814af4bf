/**
 * What each API route answers on success, as apps/api declares it (`schema.response`), built from
 * the shared schemas only: a fake answer is checked against the same schema as the real one.
 */
import { z } from 'zod';
import { MessageTemplateSchema } from '@zina/shared/schemas/message-templates';
import {
  NewWebhookEndpointSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from '@zina/shared/schemas/webhooks';
import { apiResponse } from '@zina/shared/api-response';
import { AddressSchema } from '@zina/shared/schemas/address';
import {
  AvailabilityLineSchema,
  CartItemSchema,
  ClearedCartSchema,
} from '@zina/shared/schemas/cart';
import {
  BannerListResponseSchema,
  BannerPageResponseSchema,
  BannerResponseSchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  LISTING_PATH,
  ListingResponseSchema,
  MessageResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductRowResponseSchema,
  SearchResponseSchema,
  SubcategoryListResponseSchema,
  SubcategoryResponseSchema,
} from '@zina/shared/schemas/catalogue';
import {
  BlockedPhoneSchema,
  CallAttemptResultSchema,
  CallAttemptSchema,
  ClaimedSchema,
  CodSettingsSchema,
  CodStatsSchema,
  ConfirmationQueueSchema,
  LinkedOrderSchema,
} from '@zina/shared/schemas/cod';
import {
  ExpressPlacedSchema,
  ExpressSettingsSchema,
  TrackedOrderSchema,
} from '@zina/shared/schemas/express';
import {
  CarrierInfoSchema,
  CashRowSchema,
  ImportResultSchema,
  RemittanceSchema,
  ShippedSchema,
} from '@zina/shared/schemas/delivery';
import { DeliveryFeesSchema, QuoteSchema } from '@zina/shared/schemas/delivery-fees';
import { UploadedImageSchema } from '@zina/shared/schemas/file';
import { AdminInvoicePageSchema, InvoiceSummarySchema } from '@zina/shared/schemas/invoice';
import { FailedMailSchema } from '@zina/shared/schemas/mail-queue';
import {
  AdminOrderPageSchema,
  DeletedOrderSchema,
  OrderSchema,
  OrderStatsSchema,
  OrderStatusChangeSchema,
} from '@zina/shared/schemas/order';
import { StaffMemberSchema } from '@zina/shared/schemas/staff';
import { LowStockItemSchema, StockMovementSchema } from '@zina/shared/schemas/stock';
import {
  AvatarSchema,
  OtpVerifiedSchema,
  PublicUserSchema,
  RefreshedSchema,
  TokensSchema,
} from '@zina/shared/schemas/user';

const list = <T extends z.ZodType>(item: T) => apiResponse(z.array(item));

export const CONTRACT = {
  'POST /api/user/register': MessageResponseSchema,
  'POST /api/user/login': apiResponse(TokensSchema),
  'POST /api/user/refresh-token': apiResponse(RefreshedSchema),
  'GET /api/user/logout': MessageResponseSchema,
  'GET /api/user/user-details': apiResponse(PublicUserSchema),
  'PUT /api/user/update-user': apiResponse(PublicUserSchema),
  'PUT /api/user/upload-avatar': apiResponse(AvatarSchema),
  'PUT /api/user/forgot-password': MessageResponseSchema,
  'PUT /api/user/verify-forgot-password-otp': apiResponse(OtpVerifiedSchema),
  'PUT /api/user/reset-password': MessageResponseSchema,

  'GET /api/category/get': CategoryListResponseSchema,
  'POST /api/category/add-category': CategoryResponseSchema,
  'PUT /api/category/update': CategoryResponseSchema,
  'DELETE /api/category/delete': MessageResponseSchema,
  'POST /api/subcategory/get': SubcategoryListResponseSchema,
  'POST /api/subcategory/create': SubcategoryResponseSchema,
  'PUT /api/subcategory/update': SubcategoryResponseSchema,
  'DELETE /api/subcategory/delete': MessageResponseSchema,
  'POST /api/product/get': ProductListResponseSchema,
  'POST /api/product/get-product-by-category': ProductRowResponseSchema,
  [`POST ${LISTING_PATH}`]: ListingResponseSchema,
  'POST /api/product/get-product-details': ProductResponseSchema,
  'POST /api/product/search-product': SearchResponseSchema,
  'POST /api/product/create': ProductResponseSchema,
  'PUT /api/product/update-product-details': ProductResponseSchema,
  'DELETE /api/product/delete-product': MessageResponseSchema,
  'GET /api/banner/active': BannerListResponseSchema,
  'POST /api/banner/get': BannerPageResponseSchema,
  'POST /api/banner/create': BannerResponseSchema,
  'PUT /api/banner/update': BannerResponseSchema,
  'DELETE /api/banner/delete/:id': MessageResponseSchema,
  'PATCH /api/banner/toggle-status/:id': BannerResponseSchema,
  'POST /api/stock/check-availability': list(AvailabilityLineSchema),
  'GET /api/stock/low-stock': list(LowStockItemSchema),
  'GET /api/stock/history': list(StockMovementSchema),
  'POST /api/file/upload': apiResponse(UploadedImageSchema),

  'GET /api/cart/get': list(CartItemSchema),
  'POST /api/cart/create': apiResponse(CartItemSchema),
  'PUT /api/cart/update-qty': apiResponse(CartItemSchema),
  'DELETE /api/cart/delete-cart-item': MessageResponseSchema,
  'DELETE /api/cart/clear': apiResponse(ClearedCartSchema),
  'GET /api/address/get': list(AddressSchema),
  'POST /api/address/create': apiResponse(AddressSchema),
  'PUT /api/address/update': apiResponse(AddressSchema),
  'DELETE /api/address/disable': MessageResponseSchema,
  'POST /api/order/cash-on-delivery': apiResponse(OrderSchema),
  'GET /api/order/order-list': list(OrderSchema),
  'GET /api/order/details': apiResponse(OrderSchema),
  'GET /api/invoice/my-invoices': list(InvoiceSummarySchema),

  'GET /api/order/admin/all-orders': AdminOrderPageSchema,
  'GET /api/order/admin/stats': apiResponse(OrderStatsSchema),
  'PUT /api/order/admin/update-status': apiResponse(OrderSchema),
  'DELETE /api/order/admin/delete-order': apiResponse(DeletedOrderSchema),
  'GET /api/order/admin/history': list(OrderStatusChangeSchema),
  'PATCH /api/order/admin/edit': apiResponse(OrderSchema),
  'GET /api/order/admin/confirmations': ConfirmationQueueSchema,
  'POST /api/order/admin/call-attempt': apiResponse(CallAttemptResultSchema),
  'GET /api/order/admin/attempts': list(CallAttemptSchema),
  'POST /api/order/admin/claim-next': apiResponse(ClaimedSchema),
  'POST /api/order/admin/release': apiResponse(z.object({ orderId: z.string() })),
  'POST /api/order/admin/undo-attempt': apiResponse(CallAttemptResultSchema),
  'PUT /api/order/admin/shipment': apiResponse(OrderSchema),
  'GET /api/order/admin/blocked-phones': list(BlockedPhoneSchema),
  'POST /api/order/admin/blocked-phones': apiResponse(BlockedPhoneSchema),
  'DELETE /api/order/admin/blocked-phones': apiResponse(z.object({ phone: z.string() })),
  'GET /api/order/admin/cod-settings': apiResponse(CodSettingsSchema),
  'PUT /api/order/admin/cod-settings': apiResponse(CodSettingsSchema),
  'GET /api/order/admin/cod-stats': apiResponse(CodStatsSchema),
  'POST /api/order/confirm/view': apiResponse(LinkedOrderSchema),
  'POST /api/order/confirm': apiResponse(LinkedOrderSchema),
  'POST /api/order/express': apiResponse(ExpressPlacedSchema),
  'POST /api/order/express/code': MessageResponseSchema,
  'GET /api/order/track/:token': apiResponse(TrackedOrderSchema),
  'POST /api/order/track/:token/cancel': apiResponse(TrackedOrderSchema),
  'GET /api/order/admin/express-settings': apiResponse(ExpressSettingsSchema),
  'PUT /api/order/admin/express-settings': apiResponse(ExpressSettingsSchema),
  'GET /api/invoice/admin/all-invoices': AdminInvoicePageSchema,
  'GET /api/staff': list(StaffMemberSchema),
  'POST /api/staff/invite': MessageResponseSchema,
  'PATCH /api/staff/:id': apiResponse(StaffMemberSchema),
  'POST /api/staff/accept': MessageResponseSchema,
  'GET /api/mail-queue/failed': list(FailedMailSchema),
  'POST /api/mail-queue/:id/retry': MessageResponseSchema,
  'GET /api/delivery/fees': apiResponse(DeliveryFeesSchema),
  'PUT /api/delivery/fees': apiResponse(DeliveryFeesSchema),
  'POST /api/order/quote': apiResponse(QuoteSchema),
  'GET /api/delivery/carriers': list(CarrierInfoSchema),
  'POST /api/delivery/ship': list(ShippedSchema),
  'POST /api/delivery/import': apiResponse(ImportResultSchema),
  'GET /api/delivery/cash': list(CashRowSchema),
  'GET /api/delivery/remittances': list(RemittanceSchema),
  'POST /api/delivery/remittance': apiResponse(RemittanceSchema),
  'GET /api/messages/templates': list(MessageTemplateSchema),
  'PUT /api/messages/templates/:event': apiResponse(MessageTemplateSchema),
  'DELETE /api/messages/templates/:event': apiResponse(MessageTemplateSchema),
  'GET /api/webhook/endpoints': list(WebhookEndpointSchema),
  'POST /api/webhook/endpoints': apiResponse(NewWebhookEndpointSchema),
  'DELETE /api/webhook/endpoints/:id': apiResponse(WebhookEndpointSchema),
  'GET /api/webhook/deliveries': list(WebhookDeliverySchema),
  'POST /api/webhook/deliveries/:id/replay': apiResponse(WebhookDeliverySchema),
} as const;

/** A route as `METHOD /path` (with `:param` segments, as the API declares it). */
export type Route = keyof typeof CONTRACT;
/** The body a fake may give on success for `R`: what the shared schema accepts. */
export type Body<R extends Route> = z.input<(typeof CONTRACT)[R]>;
