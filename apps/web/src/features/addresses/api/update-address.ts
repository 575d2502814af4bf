import type { Address, AddressUpdate } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';

/** PUT /api/address/update */
export const updateAddress = (payload: AddressUpdate) =>
  api.put<Address>('/api/address/update', payload);
