// The keyset paging of the sports-school lists lives in server/src/shared/db/paging.ts, shared by
// every feature's lists; this module keeps the organizations feature's imports as they were.
export * from '../../shared/db/paging.js';
