/** What the demo's fans and creators write under posts, in the languages the seed speaks. */
import type { PostLanguage } from './creators-data.ts';

export const COMMENT_TEXTS: Record<
  PostLanguage,
  { comments: readonly string[]; replies: readonly string[] }
> = {
  en: {
    comments: [
      'This is amazing!',
      'Love the colours here.',
      'How long did this take?',
      'Saving this one.',
      'More like this please!',
    ],
    replies: ['Thank you so much!', 'About two hours.', 'More coming next week.', 'Glad you like it!'],
  },
  es: {
    comments: [
      '¡Qué maravilla!',
      'Me encantan los colores.',
      '¿Cuánto tiempo te llevó?',
      'Me lo guardo.',
      '¡Queremos más así!',
    ],
    replies: [
      '¡Muchas gracias!',
      'Unas dos horas.',
      'La semana que viene hay más.',
      '¡Me alegra que te guste!',
    ],
  },
  ja: {
    comments: [
      'すごく素敵です！',
      '色合いが大好きです。',
      'どのくらい時間がかかりましたか？',
      '保存しました。',
      'こういうのをもっと見たいです！',
    ],
    replies: [
      'ありがとうございます！',
      '2時間くらいです。',
      '来週また投稿します。',
      '気に入ってもらえて嬉しいです！',
    ],
  },
  ar: {
    comments: [
      'هذا رائع!',
      'أحب الألوان هنا.',
      'كم استغرق هذا من الوقت؟',
      'سأحتفظ بهذا.',
      'نريد المزيد من هذا!',
    ],
    replies: ['شكرًا جزيلًا!', 'حوالي ساعتين.', 'المزيد قادم الأسبوع المقبل.', 'سعيد أنه أعجبك!'],
  },
  fr: {
    comments: [
      'C’est magnifique !',
      'J’adore les couleurs.',
      'Ça t’a pris combien de temps ?',
      'Je garde celle-ci.',
      'Encore des comme ça !',
    ],
    replies: [
      'Merci beaucoup !',
      'Environ deux heures.',
      'La suite la semaine prochaine.',
      'Ravie que ça te plaise !',
    ],
  },
  de: {
    comments: [
      'Das ist großartig!',
      'Ich liebe die Farben.',
      'Wie lange hat das gedauert?',
      'Das speichere ich mir.',
      'Bitte mehr davon!',
    ],
    replies: [
      'Vielen Dank!',
      'Etwa zwei Stunden.',
      'Nächste Woche kommt mehr.',
      'Freut mich, dass es dir gefällt!',
    ],
  },
  'zh-cn': {
    comments: ['太棒了！', '好喜欢这里的颜色。', '这个花了多长时间？', '收藏了。', '请多发这样的！'],
    replies: ['非常感谢！', '大约两个小时。', '下周还有更多。', '很高兴你喜欢！'],
  },
  ko: {
    comments: [
      '정말 멋져요!',
      '색감이 너무 좋아요.',
      '얼마나 걸렸어요?',
      '저장했어요.',
      '이런 거 더 보고 싶어요!',
    ],
    replies: ['정말 고마워요!', '두 시간 정도요.', '다음 주에 더 올릴게요.', '마음에 드신다니 기뻐요!'],
  },
  pt: {
    comments: [
      'Que incrível!',
      'Amei as cores.',
      'Quanto tempo levou?',
      'Vou salvar esta.',
      'Mais assim, por favor!',
    ],
    replies: ['Muito obrigada!', 'Umas duas horas.', 'Semana que vem tem mais.', 'Que bom que gostou!'],
  },
};

/** What the demo's searches looked for (hot keywords), each found by the seeded posts or creators. */
export const SEED_SEARCHES: readonly string[] = [
  'yoga',
  'cosplay',
  'ramen',
  'illustration',
  'piano',
  'sunset',
  'anime',
  'recipe',
];
