export { accessCodeKeys, accessCodeQueries } from './access-code-queries.js';
export { useAccessCode } from './use-access-code.js';
export { useAccessCodes } from './use-access-codes.js';
export {
  type CreateAccessCodeParams,
  useCreateAccessCode,
  wasAccessCodeRecovered,
} from './use-create-access-code.js';
export { type DeleteAccessCodeParams, useDeleteAccessCode } from './use-delete-access-code.js';
export {
  type GenerateAccessCodeParams,
  useGenerateAccessCode,
} from './use-generate-access-code.js';
export { type UpdateAccessCodeParams, useUpdateAccessCode } from './use-update-access-code.js';
