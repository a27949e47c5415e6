export type { SessionLike, VisitorType } from './visitorType';
export { visitorType } from './visitorType';
