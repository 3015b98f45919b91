import type { GeneratedTitle, TitleRequest } from '../../core/driver/platform.ts';
import { Rng } from '../../lib/seeded.ts';

/**
 * The simulator's title generator: a seeded pick of a phrase in the video's
 * language (English where it has none) and of trending hashtags. The same
 * material and language always give the same title. A real text-generation
 * provider would stand behind the same driver method.
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

export function generateTitle(seed: number, req: TitleRequest, trending: readonly string[]): GeneratedTitle {
  const rng = Rng.of('title', seed, req.seed, req.language);
  const phrases = PHRASES[req.language] ?? PHRASES.en!;
  const count = rng.int(req.hashtagMin, Math.max(req.hashtagMin, req.hashtagMax));
  const pool = rng.shuffle(trending.length > 0 ? trending : ['fyp']);
  const hashtags = ['fyp', ...pool.filter((t) => t !== 'fyp')].slice(0, count);
  return { title: rng.pick(phrases), hashtags };
}
