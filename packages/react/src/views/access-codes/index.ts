export { AccessCodeDetails, type AccessCodeDetailsProps } from './AccessCodeDetails.js';
export { AccessCodeTable, type AccessCodeTableProps } from './AccessCodeTable.js';
export type { AccessCodeIssue } from './access-code-shape.js';
export { CreateAccessCodeForm, type CreateAccessCodeFormProps } from './CreateAccessCodeForm.js';
export type { AccessCodeCommonProps } from './common-props.js';
export { EditAccessCodeForm, type EditAccessCodeFormProps } from './EditAccessCodeForm.js';
