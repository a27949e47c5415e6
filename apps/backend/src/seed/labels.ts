import type { ThemeKey } from './words';

/**
 * Top-level route segments of the site (spec section 2). Labels live at /{labelCode}, so a
 * label code must never be one of these.
 */
export const RESERVED_LABEL_CODES = [
  // `/` is rendered at /home (a rewrite), so that segment is taken too.
  'home',
  'label',
  'ranking',
  'search',
  'topics',
  'viewer',
  'detail',
  'contents',
  'my-comic',
  'new',
  'release',
  'terms',
  'sitemap',
  'auth',
  'api',
  'en',
  'jp',
  'tw',
  'app',
  'campaign',
  'free-campaign',
  'kadocommu',
  'list',
  'magazine',
  'optout',
  'tokuyakuten',
  '404',
  '500',
] as const;

export interface LabelDefinition {
  code: string;
  name: string;
  nameKana: string;
  color: string;
  description: string;
  copy: string;
  /** Themes this imprint mostly publishes; works of the label are drawn from them. */
  themes: readonly ThemeKey[];
}

/** Fictional imprints. */
export const LABEL_DEFINITIONS: readonly LabelDefinition[] = [
  {
    code: 'hoshizora',
    name: 'コミック星空',
    nameKana: 'こみっくほしぞら',
    color: '#2b4c9b',
    description:
      '夜空に瞬く星のように、一話ごとに輝く物語を。王道ファンタジーから異世界ものまで幅広く届ける月刊ウェブコミック誌。',
    copy: '今夜も、物語は瞬いている。',
    themes: ['isekai', 'battle', 'villainess'],
  },
  {
    code: 'hanabira',
    name: 'はなびらコミックス',
    nameKana: 'はなびらこみっくす',
    color: '#e86a92',
    description:
      '胸がときめく恋と、少女たちの成長を描く少女・女性向けレーベル。宮廷ロマンスから学園ラブまで、甘くて切ない物語をお届けします。',
    copy: '恋する気持ちに、花束を。',
    themes: ['villainess', 'schoolRomance', 'drama'],
  },
  {
    code: 'tsurugi',
    name: '月刊コミック剣',
    nameKana: 'げっかんこみっくつるぎ',
    color: '#b3261e',
    description:
      '熱い魂がぶつかり合うバトル漫画の殿堂。剣戟、異能、デスゲーム——手に汗握る戦いのすべてがここに。',
    copy: '抜け、魂の一太刀を。',
    themes: ['battle', 'sf', 'historical'],
  },
  {
    code: 'yorimichi',
    name: 'よりみちコミック',
    nameKana: 'よりみちこみっく',
    color: '#f2a33a',
    description:
      '仕事帰りに、ちょっと寄り道。グルメや日常、癒しの物語を中心に、毎日に小さな楽しみを届けるウェブレーベル。',
    copy: '今日はちょっと、寄り道しよう。',
    themes: ['gourmet', 'comedy', 'drama'],
  },
  {
    code: 'tenseido',
    name: '転生堂コミックス',
    nameKana: 'てんせいどうこみっくす',
    color: '#6a4fb3',
    description:
      '人気ウェブ小説のコミカライズを中心に、異世界転生・追放ざまぁ・スローライフの話題作を続々連載中。',
    copy: '二度目の人生、はじめます。',
    themes: ['isekai', 'villainess'],
  },
  {
    code: 'yamiyo',
    name: '闇夜コミック',
    nameKana: 'やみよこみっく',
    color: '#3a3a3a',
    description:
      '背筋が凍るホラー、息をのむサスペンス、心をえぐるミステリー。夜更けに読みたい物語だけを集めたレーベル。',
    copy: '灯りを消して、お読みください。',
    themes: ['mystery', 'battle'],
  },
  {
    code: 'komorebi',
    name: 'こもれびコミックス',
    nameKana: 'こもれびこみっくす',
    color: '#5b9a4a',
    description:
      'やさしい光が差し込むような、心あたたまる物語を。動物、家族、田舎暮らし——読むとほっとする作品がそろっています。',
    copy: 'やさしい時間を、あなたに。',
    themes: ['gourmet', 'drama', 'comedy'],
  },
  {
    code: 'gekko',
    name: '月光コミックス',
    nameKana: 'げっこうこみっくす',
    color: '#4a6fa5',
    description:
      '大人のためのドラマとロマンス。お仕事もの、ヒューマンドラマ、時代劇まで、読み応えのある作品を揃えた青年・女性向けレーベル。',
    copy: '月明かりの下で、もう一話。',
    themes: ['drama', 'historical', 'mystery'],
  },
  {
    code: 'shiosai',
    name: '潮騒コミック',
    nameKana: 'しおさいこみっく',
    color: '#1f8a9e',
    description:
      '海辺の町から届く、青春とスポーツの物語。汗と涙と、ちょっぴりの恋を詰め込んだ少年漫画レーベル。',
    copy: '波の音が、背中を押す。',
    themes: ['sports', 'schoolRomance', 'comedy'],
  },
  {
    code: 'kirameki',
    name: 'コミックきらめき',
    nameKana: 'こみっくきらめき',
    color: '#ff7eb6',
    description:
      '毎日がきらきら輝く、ラブコメと学園ものの専門誌。読めば明日が少し楽しみになる作品をお届けします。',
    copy: 'きらめく毎日に、恋をひとさじ。',
    themes: ['schoolRomance', 'comedy'],
  },
  {
    code: 'hagane',
    name: '鋼コミックス',
    nameKana: 'はがねこみっくす',
    color: '#5d6d7e',
    description:
      'ロボット、宇宙、近未来。テクノロジーと人間の物語を描くSF専門レーベル。本格ハードSFからライトなメカアクションまで。',
    copy: '未来は、鋼の音がする。',
    themes: ['sf', 'battle'],
  },
  {
    code: 'ryuseigun',
    name: '流星群コミックス',
    nameKana: 'りゅうせいぐんこみっくす',
    color: '#3f51b5',
    description:
      '新人作家の読み切りと新連載が次々と降り注ぐ、才能の流星群。まだ誰も知らない傑作に、いち早く出会えるレーベルです。',
    copy: '次の一番星は、ここから。',
    themes: ['battle', 'comedy', 'schoolRomance', 'mystery'],
  },
  {
    code: 'sakuranbo',
    name: 'さくらんぼコミック',
    nameKana: 'さくらんぼこみっく',
    color: '#d7263d',
    description:
      'ふたつでひとつ、甘酸っぱい恋の物語。大人女子に贈るオフィスラブと溺愛ロマンスのレーベル。',
    copy: 'ふたりなら、もっと甘い。',
    themes: ['villainess', 'drama', 'schoolRomance'],
  },
  {
    code: 'fukuro',
    name: 'ふくろうコミックス',
    nameKana: 'ふくろうこみっくす',
    color: '#8d6e63',
    description:
      '知恵の鳥ふくろうの名を冠したミステリー・謎解きレーベル。名探偵から怪盗、古書店の事件簿まで、頭脳戦を楽しむ作品が集結。',
    copy: '謎は、夜に目を覚ます。',
    themes: ['mystery', 'historical'],
  },
  {
    code: 'tobira',
    name: '扉コミックス',
    nameKana: 'とびらこみっくす',
    color: '#00897b',
    description:
      '一枚の扉の向こうに広がる異世界と冒険。ファンタジーとアドベンチャーの新しい扉を開く総合レーベル。',
    copy: 'その扉を、開けてみて。',
    themes: ['isekai', 'battle', 'sf'],
  },
  {
    code: 'asagiri',
    name: '朝霧コミック',
    nameKana: 'あさぎりこみっく',
    color: '#7fa7c9',
    description:
      '静かに心に沁みる、文芸的な漫画を集めたレーベル。日常の機微や人生の岐路を丁寧に描く作品をお届けします。',
    copy: '霧が晴れたら、物語のはじまり。',
    themes: ['drama', 'gourmet'],
  },
  {
    code: 'neo-ukiyo',
    name: 'ネオ浮世コミックス',
    nameKana: 'ねおうきよこみっくす',
    color: '#c0392b',
    description:
      '時代劇、和風ファンタジー、あやかし譚。日本の美意識を現代の感性で描く、和モダンなレーベル。',
    copy: '浮世は、今も美しい。',
    themes: ['historical', 'mystery', 'battle'],
  },
  {
    code: 'hibana',
    name: '火花コミックス',
    nameKana: 'ひばなこみっくす',
    color: '#e4572e',
    description:
      'ぶつかり合う才能が散らす火花。スポーツ、音楽、芸能界——夢に挑む者たちの熱い物語を描くレーベル。',
    copy: '才能は、ぶつかって光る。',
    themes: ['sports', 'drama', 'battle'],
  },
  {
    code: 'yukimi',
    name: '雪見コミックス',
    nameKana: 'ゆきみこみっくす',
    color: '#90a4ae',
    description:
      'こたつで読みたい、ゆるくて楽しいコメディと4コマ漫画。肩の力を抜いて笑える作品をたっぷりどうぞ。',
    copy: 'ぬくぬく笑って、ひと休み。',
    themes: ['comedy', 'gourmet'],
  },
  {
    code: 'kanata',
    name: 'カナタコミックス',
    nameKana: 'かなたこみっくす',
    color: '#0f7b6c',
    description:
      '海の向こうの読者にも、日本の漫画を。英語版・繁體中文版の作品を中心に、世界に向けて物語を届けるレーベル。',
    copy: '物語は、国境を越える。',
    themes: ['isekai', 'villainess', 'battle'],
  },
  {
    code: 'maboroshi',
    name: 'まぼろしコミック',
    nameKana: 'まぼろしこみっく',
    color: '#9c27b0',
    description:
      '幻想と現実のあわいを描く、ダークファンタジーと怪奇幻想のレーベル。美しくも妖しい物語に、どうぞ迷い込んで。',
    copy: 'まぼろしは、すぐそばに。',
    themes: ['mystery', 'battle', 'villainess'],
  },
  {
    code: 'ippuku',
    name: 'いっぷくコミック',
    nameKana: 'いっぷくこみっく',
    color: '#795548',
    description:
      'お茶でも飲みながら、ひと息つける漫画を。グルメ、旅、エッセイ、動物ものなど、ほっこり系作品のウェブマガジン。',
    copy: 'まずは、いっぷくどうぞ。',
    themes: ['gourmet', 'comedy', 'drama'],
  },
];
