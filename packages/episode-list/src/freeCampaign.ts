import type { FreeCampaigns } from '@cw/contract/schemas';
import { isCampaignActive } from '@cw/dates';
import type { EpisodeListTab } from './episodeTypeUrl';
import { FREE_CAMPAIGN_BADGE_TEXT, FREE_CAMPAIGN_BANNER_TEXT } from './text';

/** The campaign of a tab: the serial campaign for episodes, the comics campaign for volumes. */
function campaignOf(freeCampaigns: FreeCampaigns | null | undefined, tab: EpisodeListTab) {
  return (tab === 'episodes' ? freeCampaigns?.serial : freeCampaigns?.comics) ?? null;
}

/**
 * The banner '＼ 無料話増量中 ／' above a tab while the tab's campaign runs: its `notAfter` is
 * strictly after `now` (a zone-less `notAfter` is Japan time). `null` when there is no
 * campaign, it has ended, or its end is unreadable.
 *
 * @example
 * freeCampaignBanner(
 *   { serial: { notAfter: '2024-02-01T23:59:59+09:00' }, comics: null },
 *   'episodes',
 *   new Date('2024-02-01T12:00:00+09:00'),
 * ); //=> '＼ 無料話増量中 ／'
 */
export function freeCampaignBanner(
  freeCampaigns: FreeCampaigns | null | undefined,
  tab: EpisodeListTab,
  now: Date,
): typeof FREE_CAMPAIGN_BANNER_TEXT | null {
  const campaign = campaignOf(freeCampaigns, tab);
  return campaign !== null && isCampaignActive(campaign.notAfter, now)
    ? FREE_CAMPAIGN_BANNER_TEXT
    : null;
}

/**
 * The badge '無料話増量中' on a tab label when a campaign exists for the tab. "Exists" is the
 * spec's word, distinct from the banner's "notAfter still in the future": the badge follows
 * the presence of the campaign the API sends (it sends running ones, `null` otherwise),
 * without a clock.
 *
 * @example
 * tabBadge({ serial: null, comics: { notAfter: '2024-02-01T23:59:59+09:00' } }, 'comics');
 * //=> '無料話増量中'
 */
export function tabBadge(
  freeCampaigns: FreeCampaigns | null | undefined,
  tab: EpisodeListTab,
): typeof FREE_CAMPAIGN_BADGE_TEXT | null {
  return campaignOf(freeCampaigns, tab) === null ? null : FREE_CAMPAIGN_BADGE_TEXT;
}
