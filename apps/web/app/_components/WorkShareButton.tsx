'use client';

import { shareEvent } from '@cw/analytics';
import { ShareButton } from '@cw/ui';
import { track } from './analytics';

/** The work page's share button, reporting `share` with the way the reader chose. */
export function WorkShareButton({
  url,
  title,
  workCode,
}: {
  url: string;
  title: string;
  workCode: string;
}) {
  return (
    <ShareButton
      url={url}
      title={title}
      onShare={(method) => track(shareEvent({ method, contentType: 'work', itemId: workCode }))}
    />
  );
}
