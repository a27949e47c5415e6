import { describe, expect, it, vi } from 'vitest';
import * as api from './index';

// The domain logic must not need React: with React gone (vi.mock is hoisted above the
// import), the package still loads and works.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

describe('@cw/episode-list', () => {
  it('exposes its public API without React', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CLOSE_TEXT',
        'DELIVERY_PERIOD_PREFIX_TEXT',
        'DROP_EPISODE_TYPE_PARAM',
        'ENDED_EPISODES_TEXT',
        'EPISODES_INITIALLY_SHOWN',
        'EPISODES_PER_VOLUME',
        'EPISODE_TYPE_PARAM',
        'EPISODE_RANGES_FROM',
        'EPISODE_RANGES_TEXT',
        'EPISODE_RANGE_SIZE',
        'JUMP_TO_EPISODE_BUTTON_TEXT',
        'JUMP_TO_EPISODE_TEXT',
        'READ_LATEST_TEXT',
        'RESUME_TEXT',
        'TRIAL_READ_LATEST_TEXT',
        'TRIAL_RESUME_TEXT',
        'chooseReadActions',
        'episodeRangeText',
        'episodeRangeStart',
        'episodeRanges',
        'episodeToJumpTo',
        'itemsInRange',
        'readActionHref',
        'storeSubjectName',
        'FREE_CAMPAIGN_BADGE_TEXT',
        'FREE_CAMPAIGN_BANNER_TEXT',
        'NEW_BADGE_TEXT',
        'NEXT_UPDATE_PREFIX_TEXT',
        'PURCHASE_LINKS_HEADING_TEXT',
        'READ_MARK_TEXT',
        'RELEASE_DATE_SUFFIX_TEXT',
        'SORT_TEXT',
        'STORE_BUTTON_TEXT',
        'STORE_CHOOSER_TEXTS',
        'STORE_MODAL_TITLE_TEXT',
        'TAB_TEXT',
        'TRIAL_READ_TEXT',
        'VOLUMES_INITIALLY_SHOWN',
        'collapseInactiveEpisodes',
        'collapseStoreOnlyRuns',
        'deliveryPeriodText',
        'episodeListItems',
        'freeCampaignBanner',
        'isEpisodeEntry',
        'isEpisodeRead',
        'markRead',
        'nextUpdateText',
        'latestProduct',
        'orderStores',
        'parseEpisodeType',
        'releaseDateText',
        'releaseDateTone',
        'seeAllVolumesText',
        'resolveEpisodeTypeFromUrl',
        'resolveTabs',
        'selectSort',
        'selectTab',
        'showAllEpisodesText',
        'showAllVolumesText',
        'sortEpisodes',
        'storeOnlyRunText',
        'splitVisibleEpisodes',
        'splitVisibleVolumes',
        'tabBadge',
        'tabOfEpisodeType',
        'volumeTrialEpisodes',
      ].sort(),
    );
    const items = api.episodeListItems([], 'first');
    expect(api.splitVisibleEpisodes(items, { expanded: false }).toggleLabel).toBeNull();
  });
});
