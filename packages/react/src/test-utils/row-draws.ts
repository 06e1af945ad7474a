import { createElement } from 'react';
import type * as TableRowModule from '../ui/TableRow.js';

/** The class of each table row drawn since the test last emptied the list. */
export const drawnRows: string[] = [];

/**
 * A `vi.mock('…/ui/TableRow.js', …)` factory: every list row renders through the shared row
 * primitive, so wrapping it counts the rows a table draws.
 */
export async function countingTableRow(
  importOriginal: <T>() => Promise<T>,
): Promise<typeof TableRowModule> {
  const real = await importOriginal<typeof TableRowModule>();
  return {
    ...real,
    TableRow: (props: Parameters<typeof real.TableRow>[0]) => {
      drawnRows.push(String(props.className));
      return createElement(real.TableRow, props);
    },
  };
}
