// The install offer with its stylesheet: a module of its own, loaded when the offer is made,
// so that the offline stylesheet is not added to every page after it has rendered (a style
// recalculation of the whole page on a phone) for an offer most page views never make.
import '@cw/offline/styles.css';

export { InstallPrompt } from '@cw/offline/components';
