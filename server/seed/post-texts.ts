/** Post titles and captions in each creator language, and tags per category. */
import type { CategoryCode, PostLanguage } from './creators-data.ts';

interface Texts {
  titles: readonly string[];
  captions: readonly string[];
}

export const POST_TEXTS: Record<PostLanguage, Texts> = {
  en: {
    titles: [
      'Morning session',
      'Behind the scenes',
      'New set is here',
      'Thank you for 10k!',
      'Weekend vibes',
      'Work in progress',
      'Exclusive preview',
      'Your questions, answered',
    ],
    captions: [
      'Shot this today and could not wait to share it with you.',
      'A little something for the people who have been here since day one.',
      'Tell me in the comments what you want to see next!',
      'Took three attempts to get this right. Worth it.',
      'Full version for subscribers, as always.',
    ],
  },
  es: {
    titles: [
      'Sesión de la mañana',
      'Detrás de cámaras',
      'Nueva serie',
      '¡Gracias por los 10 mil!',
      'Fin de semana',
      'En proceso',
      'Adelanto exclusivo',
      'Respondo vuestras preguntas',
    ],
    captions: [
      'Lo hice hoy y no podía esperar para compartirlo.',
      'Un detalle para quienes estáis aquí desde el principio.',
      '¡Contadme en los comentarios qué queréis ver después!',
      'Tres intentos hasta que salió bien. Mereció la pena.',
      'Versión completa para suscriptores, como siempre.',
    ],
  },
  ja: {
    titles: [
      '朝のセッション',
      '撮影の裏側',
      '新作できました',
      '1万人ありがとう！',
      '週末の記録',
      '制作中',
      '限定プレビュー',
      '質問にお答えします',
    ],
    captions: [
      '今日撮ったばかり、早く見せたかった！',
      '最初から応援してくれているみんなへ。',
      '次に見たいものをコメントで教えてね。',
      '三回目でやっと納得のいく仕上がりに。',
      'フルバージョンはいつも通りサブスク限定です。',
    ],
  },
  ar: {
    titles: [
      'جلسة الصباح',
      'خلف الكواليس',
      'مجموعة جديدة',
      'شكرًا على ١٠ آلاف!',
      'أجواء نهاية الأسبوع',
      'قيد العمل',
      'معاينة حصرية',
      'إجابات أسئلتكم',
    ],
    captions: [
      'صوّرت هذا اليوم ولم أستطع الانتظار لمشاركته معكم.',
      'هدية صغيرة لمن يتابعني منذ البداية.',
      'أخبروني في التعليقات ماذا تريدون أن تروا لاحقًا!',
      'احتجت ثلاث محاولات لأتقنه، وكان يستحق.',
      'النسخة الكاملة للمشتركين كالعادة.',
    ],
  },
  fr: {
    titles: [
      'Séance du matin',
      'Dans les coulisses',
      'Nouvelle série',
      'Merci pour les 10 000 !',
      'Ambiance week-end',
      'En cours',
      'Avant-première exclusive',
      'Vos questions, mes réponses',
    ],
    captions: [
      "Pris aujourd'hui, je ne pouvais pas attendre pour vous le montrer.",
      'Un petit cadeau pour celles et ceux qui sont là depuis le début.',
      'Dites-moi en commentaire ce que vous voulez voir ensuite !',
      "Trois essais avant d'y arriver. Ça valait le coup.",
      'Version complète pour les abonnés, comme toujours.',
    ],
  },
  de: {
    titles: [
      'Morgensession',
      'Hinter den Kulissen',
      'Neue Serie ist da',
      'Danke für 10.000!',
      'Wochenendstimmung',
      'In Arbeit',
      'Exklusive Vorschau',
      'Eure Fragen, meine Antworten',
    ],
    captions: [
      'Heute aufgenommen und ich konnte es kaum erwarten, es zu teilen.',
      'Etwas Kleines für alle, die von Anfang an dabei sind.',
      'Schreibt mir in die Kommentare, was ihr als Nächstes sehen wollt!',
      'Drei Versuche, bis es gepasst hat. Hat sich gelohnt.',
      'Die volle Version gibt es wie immer für Abonnenten.',
    ],
  },
  'zh-cn': {
    titles: [
      '早晨的练习',
      '幕后花絮',
      '新作品来啦',
      '感谢一万关注！',
      '周末日常',
      '创作中',
      '独家预览',
      '问答时间',
    ],
    captions: [
      '今天刚拍的，迫不及待想分享给你们。',
      '送给一直陪伴我的老朋友们。',
      '在评论里告诉我你们下次想看什么！',
      '试了三次才满意，值得。',
      '完整版照例留给订阅的朋友。',
    ],
  },
  ko: {
    titles: [
      '아침 세션',
      '비하인드',
      '새 시리즈 공개',
      '1만 명 감사합니다!',
      '주말 기록',
      '작업 중',
      '독점 미리보기',
      '질문에 답해요',
    ],
    captions: [
      '오늘 찍었는데 빨리 보여주고 싶었어요.',
      '처음부터 함께해 준 분들께 작은 선물.',
      '다음에 보고 싶은 걸 댓글로 알려주세요!',
      '세 번 만에 성공했어요. 그럴 만한 가치가 있었죠.',
      '풀 버전은 늘 그렇듯 구독자 전용이에요.',
    ],
  },
  pt: {
    titles: [
      'Sessão da manhã',
      'Bastidores',
      'Série nova',
      'Obrigado pelos 10 mil!',
      'Clima de fim de semana',
      'Em andamento',
      'Prévia exclusiva',
      'Respondendo vocês',
    ],
    captions: [
      'Fiz hoje e não via a hora de mostrar.',
      'Um mimo para quem está aqui desde o começo.',
      'Contem nos comentários o que querem ver depois!',
      'Foram três tentativas até ficar certo. Valeu a pena.',
      'Versão completa para assinantes, como sempre.',
    ],
  },
};

export const CATEGORY_TAGS: Record<CategoryCode, readonly string[]> = {
  fitness: ['workout', 'gym', 'yoga', 'mealprep', 'running'],
  art: ['illustration', 'sketch', 'painting', 'digitalart', 'process'],
  music: ['piano', 'beats', 'cover', 'live', 'synth'],
  cosplay: ['costume', 'anime', 'props', 'makeup', 'convention'],
  gaming: ['speedrun', 'rpg', 'stream', 'esports', 'retro'],
  travel: ['roadtrip', 'beach', 'mountains', 'citybreak', 'sunset'],
  food: ['recipe', 'ramen', 'baking', 'streetfood', 'homecooking'],
  fashion: ['ootd', 'streetstyle', 'vintage', 'lookbook', 'accessories'],
  photography: ['portrait', 'landscape', 'film', 'nightsky', 'raw'],
  lifestyle: ['dailyvlog', 'homedecor', 'selfcare', 'routine', 'plants'],
  education: ['tutorial', 'coding', 'tips', 'lesson', 'studywithme'],
  comedy: ['standup', 'sketches', 'bloopers', 'parody', 'improv'],
};
