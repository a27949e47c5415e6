import type { EndpointInput, EndpointName } from '@cw/contract/endpoints';
import { type WorkDetailResponse, workDetailResponseSchema } from '@cw/contract/schemas';

const name: EndpointName = 'getWorkDetail';
const input: EndpointInput<'getWorkDetail'> = { workCode: 'KDCW_AM01000001010000_68' };
// @ts-expect-error an endpoint the table does not have
const missing: EndpointName = 'getNothing';

export function parseDetail(body: unknown): WorkDetailResponse {
  return workDetailResponseSchema.parse(body);
}

export { input, missing, name };
