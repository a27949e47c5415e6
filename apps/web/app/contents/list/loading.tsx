// What shows at once on a soft navigation to this section while its page renders.
export { default } from '@/app/_catalog/PageSkeleton';
