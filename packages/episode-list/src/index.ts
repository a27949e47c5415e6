export { chooseReadActions, type ResumeState } from './readActions';
export { type StoreSubject, storeSubjectName } from './storeSubject';
