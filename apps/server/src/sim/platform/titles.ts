import type { GeneratedTitle, TitleRequest } from '../../core/driver/platform.ts';
import { Rng } from '../../lib/seeded.ts';

/**
 * The simulator's title generator: a phrase in the video's language (English
 * where it has none) with one to three emoji, and trending hashtags. The
 * titles of a material are an enumeration of phrase × emoji (every phrase
 * with each emoji, then with each pair, then each triple) from a seeded
 * start: variant v takes the start's v-th successor, so the accounts
 * publishing one material (variants 0, 1, 2, …) get distinct titles, at least
 * 5,000 of them in every language. The hashtags are a seeded draw per
 * material and account. The same request always gives the same title. A
 * real text-generation provider would stand behind the same driver method.
 */
const PHRASES: Record<string, readonly string[]> = {
  en: [
    'You have to see this',
    'Wait for the end',
    'My new favourite',
    'This changed everything',
    'Try this today',
    'Nobody talks about this',
  ],
  zh: ['一定要看到最后', '这个太好用了', '今天就试试', '我的新宠', '没人告诉你的小技巧', '看完你就懂了'],
  'zh-TW': ['一定要看到最後', '這個太好用了', '今天就試試', '我的新寵'],
  vi: ['Phải xem đến cuối', 'Thử ngay hôm nay', 'Mẹo hay không ai nói', 'Yêu thích mới của tôi'],
  es: ['Tienes que ver esto', 'Espera al final', 'Mi nuevo favorito', 'Pruébalo hoy'],
  pt: ['Você precisa ver isso', 'Espera até o final', 'Meu novo favorito', 'Experimente hoje'],
  fr: ['Il faut voir ça', 'Attends la fin', 'Mon nouveau préféré', "Essaie aujourd'hui"],
  de: ['Das musst du sehen', 'Warte bis zum Ende', 'Mein neuer Favorit', 'Probier es heute'],
  id: ['Kamu harus lihat ini', 'Tunggu sampai akhir', 'Favorit baruku', 'Coba hari ini'],
  th: ['ต้องดูให้จบ', 'ลองวันนี้เลย', 'ของโปรดใหม่ของฉัน'],
  ja: ['最後まで見てね', '今日から試して', '新しいお気に入り'],
  ko: ['끝까지 보세요', '오늘 바로 해보세요', '나의 새 최애'],
  ar: ['لازم تشوف هذا', 'انتظر للنهاية', 'المفضل الجديد عندي'],
  ru: ['Досмотри до конца', 'Попробуй сегодня', 'Мой новый фаворит'],
  tr: ['Bunu görmelisin', 'Sonuna kadar izle', 'Yeni favorim'],
};

const EMOJI = ['✨', '🔥', '💯', '👀', '🙌', '😍', '🎉', '💡', '🌟', '😂', '👏', '🤩'] as const;

/** The k-th title of the enumeration: phrase k mod P, then the emoji of the rest (one, two, three). */
function titleAt(phrases: readonly string[], k: number): string {
  const e = EMOJI.length;
  let rest = Math.floor(k / phrases.length);
  const digits = rest < e ? 1 : rest < e + e * e ? 2 : 3;
  if (digits >= 2) rest -= e;
  if (digits === 3) rest -= e * e;
  const marks: string[] = [];
  for (let i = 0; i < digits; i++) {
    marks.push(EMOJI[rest % e]!);
    rest = Math.floor(rest / e);
  }
  return `${phrases[k % phrases.length]!} ${marks.join('')}`;
}

export function generateTitle(seed: number, req: TitleRequest, trending: readonly string[]): GeneratedTitle {
  const phrases = PHRASES[req.language] ?? PHRASES.en!;
  const e = EMOJI.length;
  const titles = phrases.length * (e + e * e + e * e * e);
  // The start is the material's (one emoji); the accounts follow it one title each.
  const start = Rng.of('title', seed, req.seed, req.language).int(0, phrases.length * e - 1);
  const title = titleAt(phrases, (start + (req.variant ?? 0)) % titles);
  const rng = Rng.of('title-tags', seed, req.seed, req.language, req.account ?? '');
  const count = rng.int(req.hashtagMin, Math.max(req.hashtagMin, req.hashtagMax));
  const pool = rng.shuffle(trending.length > 0 ? trending : ['fyp']);
  const hashtags = ['fyp', ...pool.filter((t) => t !== 'fyp')].slice(0, count);
  return { title, hashtags };
}
