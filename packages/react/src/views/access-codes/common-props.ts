import type { AccessCodeIssue } from './access-code-shape.js';

/** Props every access code view takes, named as in `@seamapi/react` so hosts can switch. */
export interface AccessCodeCommonProps {
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  /** Keeps only the errors that return true (alerts, icons and the issue filter). */
  errorFilter?: ((error: AccessCodeIssue) => boolean) | undefined;
  /** Keeps only the warnings that return true. */
  warningFilter?: ((warning: AccessCodeIssue) => boolean) | undefined;
  /** Hides the access code table's add button. */
  disableCreateAccessCode?: boolean | undefined;
  /** Hides Edit code in the table's row menu and the Edit button of a code's details. */
  disableEditAccessCode?: boolean | undefined;
  /** Hides Delete code in the table's row menu and the Delete button of a code's details. */
  disableDeleteAccessCode?: boolean | undefined;
  /** Hides the Lock/Unlock button in the device bar of a code's details. */
  disableLockUnlock?: boolean | undefined;
  /** Hides resource ids such as the access code id. */
  disableResourceIds?: boolean | undefined;
  /**
   * Heading level of the view's title, so it fits the host page's outline; defaults to the
   * provider's (2).
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
}
