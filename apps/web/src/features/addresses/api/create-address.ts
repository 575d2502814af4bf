import type { Address, AddressInput } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';

/** POST /api/address/create */
export const createAddress = (payload: AddressInput) =>
  api.post<Address>('/api/address/create', payload);
