import { redirect } from 'next/navigation';

/** `/viewer` without an episode has nothing to show: the reader is sent home. */
export default function ViewerIndexPage() {
  redirect('/');
}
