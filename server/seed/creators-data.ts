/** The seeded creators: each writes in their own language, as on a real international platform. */

export const CATEGORY_CODES = [
  'fitness',
  'art',
  'music',
  'cosplay',
  'gaming',
  'travel',
  'food',
  'fashion',
  'photography',
  'lifestyle',
  'education',
  'comedy',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export interface SeedCreator {
  username: string;
  nickname: string;
  /** Language the creator writes in; picks their post texts. */
  lang: PostLanguage;
  description: string;
  /** Translations of the description for viewers in other languages. */
  descriptions?: Record<string, string>;
  categories: readonly CategoryCode[];
  /** Base hue of their generated pictures. */
  hue: number;
  social: Partial<Record<'instagram' | 'twitter' | 'youtube' | 'tiktok' | 'facebook', string>>;
}

export type PostLanguage = 'en' | 'es' | 'ja' | 'ar' | 'fr' | 'de' | 'zh-cn' | 'ko' | 'pt';

export const SEED_CREATORS: readonly SeedCreator[] = [
  {
    username: 'mayafit',
    nickname: 'Maya Fit',
    lang: 'en',
    hue: 8,
    categories: ['fitness', 'lifestyle'],
    description: 'Certified trainer. Daily workouts, meal prep and honest progress updates.',
    social: { instagram: 'https://www.instagram.com/mayafit', youtube: 'https://www.youtube.com/@mayafit' },
  },
  {
    username: 'lunadraws',
    nickname: 'Luna Ortega',
    lang: 'es',
    hue: 280,
    categories: ['art', 'cosplay'],
    description: 'Ilustradora de Sevilla. Bocetos, procesos completos y fondos de pantalla exclusivos.',
    descriptions: { en: 'Illustrator from Seville. Sketches, full processes and exclusive wallpapers.' },
    social: { instagram: 'https://www.instagram.com/lunadraws' },
  },
  {
    username: 'sakuracos',
    nickname: 'さくら',
    lang: 'ja',
    hue: 330,
    categories: ['cosplay', 'photography'],
    description: 'コスプレイヤー。毎週新しい衣装と撮影の裏側を公開しています。',
    descriptions: { en: 'Cosplayer. A new costume and a look behind the shoot every week.' },
    social: { twitter: 'https://x.com/sakuracos' },
  },
  {
    username: 'laylacooks',
    nickname: 'ليلى',
    lang: 'ar',
    hue: 30,
    categories: ['food', 'lifestyle'],
    description: 'وصفات عربية أصيلة بلمسة عصرية، مع فيديوهات خطوة بخطوة.',
    descriptions: { en: 'Authentic Arabic recipes with a modern touch, step by step.' },
    social: { tiktok: 'https://www.tiktok.com/@layla.cooks' },
  },
  {
    username: 'camillevoyage',
    nickname: 'Camille',
    lang: 'fr',
    hue: 200,
    categories: ['travel', 'photography'],
    description: 'Photographe voyageuse. Carnets de route, spots secrets et tirages en haute définition.',
    social: { instagram: 'https://www.instagram.com/camillevoyage' },
  },
  {
    username: 'jonasbeats',
    nickname: 'Jonas Becker',
    lang: 'de',
    hue: 250,
    categories: ['music', 'education'],
    description: 'Produzent aus Berlin. Beats, Stems und Tutorials zu Synthesizern.',
    social: { youtube: 'https://www.youtube.com/@jonasbeats' },
  },
  {
    username: 'meimei',
    nickname: '美美',
    lang: 'zh-cn',
    hue: 350,
    categories: ['fashion', 'lifestyle'],
    description: '穿搭博主，每周分享通勤和周末造型。',
    descriptions: { en: 'Style blogger sharing workday and weekend outfits every week.' },
    social: { instagram: 'https://www.instagram.com/meimei' },
  },
  {
    username: 'jiwoogames',
    nickname: '지우',
    lang: 'ko',
    hue: 160,
    categories: ['gaming', 'comedy'],
    description: '게임 스트리머. 공략, 하이라이트, 그리고 웃긴 순간들.',
    social: { youtube: 'https://www.youtube.com/@jiwoogames', twitter: 'https://x.com/jiwoogames' },
  },
  {
    username: 'rafasurf',
    nickname: 'Rafa Lima',
    lang: 'pt',
    hue: 190,
    categories: ['travel', 'fitness'],
    description: 'Surfista e fotógrafo no litoral do Brasil. Ondas, treinos e pores do sol.',
    social: { instagram: 'https://www.instagram.com/rafasurf' },
  },
  {
    username: 'noahlaughs',
    nickname: 'Noah Reed',
    lang: 'en',
    hue: 50,
    categories: ['comedy', 'gaming'],
    description: 'Stand-up comic. Early cuts of new bits before they hit the stage.',
    social: { tiktok: 'https://www.tiktok.com/@noahlaughs' },
  },
  {
    username: 'elenapiano',
    nickname: 'Elena Ruiz',
    lang: 'es',
    hue: 220,
    categories: ['music', 'education'],
    description: 'Pianista y profesora. Partituras, clases paso a paso y conciertos íntimos.',
    social: { youtube: 'https://www.youtube.com/@elenapiano' },
  },
  {
    username: 'kenjieats',
    nickname: 'けんじ',
    lang: 'ja',
    hue: 15,
    categories: ['food', 'travel'],
    description: '東京の食べ歩き。ラーメンから屋台まで、正直レビュー。',
    social: { instagram: 'https://www.instagram.com/kenji.eats' },
  },
  {
    username: 'amelieart',
    nickname: 'Amélie',
    lang: 'fr',
    hue: 300,
    categories: ['art', 'fashion'],
    description: 'Peintre à Lyon. Aquarelles, croquis de mode et ateliers en direct.',
    social: { instagram: 'https://www.instagram.com/amelieart' },
  },
  {
    username: 'lenalens',
    nickname: 'Lena Vogel',
    lang: 'de',
    hue: 120,
    categories: ['photography', 'travel'],
    description: 'Landschaftsfotografin. Alpen, Nordlichter und RAW-Dateien zum Lernen.',
    social: { facebook: 'https://www.facebook.com/lenalens' },
  },
  {
    username: 'xiaoyufit',
    nickname: '小雨',
    lang: 'zh-cn',
    hue: 140,
    categories: ['fitness', 'food'],
    description: '健身教练，分享训练计划和健康食谱。',
    social: { instagram: 'https://www.instagram.com/xiaoyufit' },
  },
  {
    username: 'omarlearns',
    nickname: 'عمر',
    lang: 'ar',
    hue: 90,
    categories: ['education', 'gaming'],
    description: 'دروس برمجة وتصميم ألعاب للمبتدئين، كل أسبوع درس جديد.',
    social: { youtube: 'https://www.youtube.com/@omarlearns' },
  },
];
