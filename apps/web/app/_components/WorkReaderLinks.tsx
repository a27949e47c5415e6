'use client';

import { fanletterClickEvent, sendAppEvent, type WorkRef } from '@cw/analytics';
import { linkClassName } from '@cw/ui';
import { track } from './analytics';

/**
 * The work page's further ways to reach the work: `アプリで読む` (the app link page
 * `/app/redirect`, which continues on the web while there is no app; `send_app`) and, when the
 * work takes fan letters and the operator names a form (`FAN_LETTER_URL`), `ファンレターを送る`
 * (`fanletter_click`), opened in a new tab.
 */
export function WorkReaderLinks({
  work,
  appHref,
  fanLetterHref,
}: {
  work: WorkRef;
  appHref: string;
  fanLetterHref: string | null;
}) {
  return (
    <ul className="cw-detail__links">
      <li>
        <a
          href={appHref}
          className={linkClassName()}
          onClick={() => track(sendAppEvent({ screen: 'work', workCode: work.code }))}
        >
          アプリで読む
        </a>
      </li>
      {fanLetterHref ? (
        <li>
          <a
            href={fanLetterHref}
            className={linkClassName()}
            target="_blank"
            rel="noopener"
            onClick={() => track(fanletterClickEvent(work))}
          >
            ファンレターを送る
            <span className="cw-ui-visually-hidden">（新しいタブで開きます）</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
