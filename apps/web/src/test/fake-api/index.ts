export { buildContractChange, buildDocument } from './document-endpoints.ts';
export { captureDownloads, listWithExport, xlsxFile } from './downloads.ts';
export type { Endpoints, Route } from './endpoints.ts';
export { buildCompanyListItem, buildUser, buildUserListItem, fakeId, pageOf } from './factories.ts';
export { apiError, createFakeApi, type FakeApi, FakeError, type FakeRequest, installFakeApi } from './fake-api.ts';
