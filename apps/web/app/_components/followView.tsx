import { Button, formatCount, type UiLocale } from '@cw/ui';
import type { FollowState } from './useFollow';

/** The follow button's words in each interface language (Japanese on the Japanese site). */
const FOLLOW_TEXTS: Record<
  UiLocale,
  {
    labels: Record<FollowState, string>;
    followers: (count: string) => string;
    named: (subject: string, label: string) => string;
  }
> = {
  ja: {
    labels: { unknown: 'フォロー', following: 'フォロー中', 'not-following': 'フォローする' },
    followers: (count) => `フォロワー ${count}人`,
    named: (subject, label) => `${subject}を${label}`,
  },
  en: {
    labels: { unknown: 'Follow', following: 'Following', 'not-following': 'Follow' },
    followers: (count) => `${count} followers`,
    named: (subject, label) => `${label} ${subject}`,
  },
  'zh-Hant-TW': {
    labels: { unknown: '追蹤', following: '追蹤中', 'not-following': '追蹤' },
    followers: (count) => `${count} 位追蹤者`,
    named: (subject, label) => `${label}${subject}`,
  },
};

// No hooks and no 'use client': a Server Component draws the button as it is until the reader's
// state is known (`FollowButton`'s placeholder), so the page's first-load JavaScript does not
// carry these words; the client components of `FollowToggle` draw the same with the locale of
// their context.

type FollowToggleViewProps = {
  locale: UiLocale;
  state: FollowState;
  onClick?: () => void;
  /** Named before the label for assistive technology, e.g. the label's name. */
  subject?: string;
};

/** The follow button of a work or a label in each of its states. */
export function FollowToggleView({ locale, state, onClick, subject }: FollowToggleViewProps) {
  const text = FOLLOW_TEXTS[locale];
  const label = text.labels[state];
  return (
    <Button
      variant={state === 'following' ? 'secondary' : 'primary'}
      aria-pressed={state === 'unknown' ? undefined : state === 'following'}
      aria-busy={state === 'unknown' || undefined}
      disabled={state === 'unknown'}
      onClick={onClick}
      className="cw-follow__button"
      // Named for assistive technology with what it follows; the visible label ends the name.
      aria-label={subject ? text.named(subject, label) : undefined}
    >
      {label}
    </Button>
  );
}

/** A work's follow button with its follower count, as the reader's state allows. */
export function WorkFollowView({
  locale,
  state,
  onClick,
  followerCount,
}: Omit<FollowToggleViewProps, 'subject'> & { followerCount: number }) {
  return (
    <div className="cw-follow">
      <FollowToggleView locale={locale} state={state} onClick={onClick} />
      <span className="cw-follow__count">
        {FOLLOW_TEXTS[locale].followers(formatCount(followerCount))}
      </span>
    </div>
  );
}
