import { createContext } from 'react';

/**
 * True inside a {@link SnackbarRegion}: the region is the live region that speaks the snackbar,
 * so the snackbar must not be one of its own (nested live regions may be read twice).
 */
export const InsideSnackbarRegionContext = createContext(false);
