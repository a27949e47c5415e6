import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { endpointAccess, STORE_DISPLAY_ORDER } from '@cw/contract/constants';
import { endpoints } from '@cw/contract/endpoints';
import { workSummarySchema } from '@cw/contract/schemas';

// Another team's Node script: the schemas, the constants, the endpoint table and the OpenAPI
// document, from the packed tarball alone (zod is the only other install).
assert.equal(workSummarySchema.safeParse({}).success, false);
assert.equal(STORE_DISPLAY_ORDER.kadokawa_store, 101);
assert.equal(endpoints.getWorkDetail.method, 'GET');
assert.equal(endpointAccess.getWorkDetail, endpoints.getWorkDetail.access);
const openapi = createRequire(import.meta.url)('@cw/contract/openapi.json');
assert.match(openapi.openapi, /^3\./);
