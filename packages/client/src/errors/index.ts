export * from './action-attempt-errors.js';
export * from './api-errors.js';
export * from './porchlight-error.js';
export * from './transport-errors.js';
