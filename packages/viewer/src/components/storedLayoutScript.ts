import { storedDirectionChangesLayout } from '../storedLayout';
import { WORK_DIRECTION_STORAGE_KEY } from '../storedPreferences';

/** JSON for a script: `<` escaped so that no value can close the script element. */
const scriptValue = (value: string | boolean) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * An inline script for server HTML shared by every reader, put as the first child of an
 * element whose `data-layout` (`vertical` or `paged`) names the work's own layout: when the
 * reader's stored direction for the work changes that layout, it sets the stored one before
 * anything is painted. Without a stored direction, or when storage cannot be read, it changes
 * nothing.
 *
 * @example
 * <div data-layout="paged" suppressHydrationWarning>
 *   <script dangerouslySetInnerHTML={{ __html: storedLayoutScript('CW_000001_S', false) }} />
 * </div>
 */
export function storedLayoutScript(workCode: string, vertical: boolean): string {
  const changes = `(${storedDirectionChangesLayout})(localStorage.getItem(${scriptValue(WORK_DIRECTION_STORAGE_KEY)}),${scriptValue(workCode)},${scriptValue(vertical)})`;
  const stored = scriptValue(vertical ? 'paged' : 'vertical');
  return `try{if(${changes})document.currentScript.parentElement.setAttribute('data-layout',${stored})}catch(e){}`;
}
