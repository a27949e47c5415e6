export type { HeadingProps } from './Heading';
export { Heading } from './Heading';
