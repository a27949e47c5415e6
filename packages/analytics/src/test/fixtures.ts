// Shapes as the API serves them (`Work`, `Episode`, `ViewerWork`), trimmed to what analytics
// reads plus a few fields it must ignore, for the tests of this package only.

export const work = {
  id: 101,
  code: 'KC_0101_S',
  title: 'ねこと魔法のパン屋さん',
  isNew: false,
  followerCount: 1234,
  labelInfo: { id: 3, code: 'dengeki', name: '電撃コミックス', color: '#d00000' },
  genre: { id: 7, name: 'ファンタジー' },
  subGenre: { id: 12, name: '日常' },
  tags: [
    { id: 1, name: '異世界' },
    { id: 2, name: 'グルメ' },
  ],
  serviceIds: ['web'],
  internal: {
    departmentCode: 'D01',
    scrollType: 'rtl' as const,
    labelNames: ['電撃コミックス'],
    fairIds: [],
    originalDirection: 'rtl' as const,
  },
  isFanLetterAvailable: true,
};

/** A viewer's work as saved before the API sent its tags and sub-genre: scroll type at the top. */
export const viewerWork = {
  id: 202,
  code: 'KC_0202_S',
  title: '縦読みの空',
  labelInfo: { id: 9, code: 'flos', name: 'FLOS COMIC', color: '#2255aa' },
  genre: { id: 3, name: '恋愛' },
  scrollType: 'vsc' as const,
  originalDirection: 'ttb' as const,
};

export const episode = {
  id: 10102,
  code: 'KC_0101_E02',
  title: '第2話',
  subTitle: '焼きたての約束',
  isActive: true,
  serviceId: 'web',
  type: 'normal' as const,
  stores: [],
  internal: { episodeNo: 2, pageCount: 24, episodetype: 'normal', isLatest: false },
};

export const trialEpisode = {
  ...episode,
  id: 10190,
  code: 'KC_0101_T01',
  title: '1巻 試し読み',
  serviceId: 'web_trial',
  internal: { episodeNo: 1, pageCount: 12, episodetype: 'trial', isLatest: true },
};

export const store = {
  code: 'book_walker',
  name: 'BOOK☆WALKER',
  url: 'https://bookwalker.jp/de0101/',
  image: '/stores/book_walker.png',
};

export const volume = {
  id: 31,
  title: 'ねこと魔法のパン屋さん 3',
  release: '2026-03-27T00:00:00+09:00',
};
