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
        'CLOSE_LABEL',
        'DELIVERY_PERIOD_PREFIX',
        'DROP_EPISODE_TYPE_PARAM',
        'ENDED_EPISODES_LABEL',
        'EPISODES_INITIALLY_SHOWN',
        'EPISODES_PER_VOLUME',
        'EPISODE_TYPE_PARAM',
        'EPISODE_RANGES_FROM',
        'EPISODE_RANGES_LABEL',
        'EPISODE_RANGE_SIZE',
        'JUMP_TO_EPISODE_BUTTON',
        'JUMP_TO_EPISODE_LABEL',
        'READ_LATEST_LABEL',
        'RESUME_LABEL',
        'TRIAL_READ_LATEST_LABEL',
        'TRIAL_RESUME_LABEL',
        'chooseReadActions',
        'episodeRangeLabel',
        'episodeRangeStart',
        'episodeRanges',
        'episodeToJumpTo',
        'itemsInRange',
        'readActionHref',
        'storeSubjectName',
        'FREE_CAMPAIGN_BADGE',
        'FREE_CAMPAIGN_BANNER',
        'NEW_BADGE_LABEL',
        'NEXT_UPDATE_PREFIX',
        'RELEASE_DATE_SUFFIX',
        'SORT_LABELS',
        'STORE_BUTTON_LABEL',
        'STORE_MODAL_TITLE',
        'TAB_LABELS',
        'TRIAL_READ_LABEL',
        'VOLUMES_INITIALLY_SHOWN',
        'collapseInactiveEpisodes',
        'deliveryPeriodLabel',
        'episodeListItems',
        'freeCampaignBanner',
        'isEpisodeEntry',
        'isEpisodeRead',
        'markRead',
        'nextUpdateLabel',
        'latestProduct',
        'orderStores',
        'parseEpisodeType',
        'releaseDateLabel',
        'releaseDateTone',
        'resolveEpisodeTypeFromUrl',
        'resolveTabs',
        'selectSort',
        'selectTab',
        'showAllEpisodesLabel',
        'showAllVolumesLabel',
        'sortEpisodes',
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
