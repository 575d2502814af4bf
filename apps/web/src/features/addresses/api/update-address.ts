import { apiResponse } from '@zina/shared/api-response';
import { AddressSchema, type AddressUpdate } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';

const AddressAnswerSchema = apiResponse(AddressSchema);

/** PUT /api/address/update */
export const updateAddress = (payload: AddressUpdate) =>
  api.put(AddressAnswerSchema, '/api/address/update', payload);
