import { apiResponse } from '@zina/shared/api-response';
import { AddressSchema, type AddressInput } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';

const AddressAnswerSchema = apiResponse(AddressSchema);

/** POST /api/address/create */
export const createAddress = (payload: AddressInput) =>
  api.post(AddressAnswerSchema, '/api/address/create', payload);
