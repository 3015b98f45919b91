// Lookups on the simulated platform at full size: 1,000,000 videos and 1,000,000 users, generated
// lazily. Prints p50/p95/max per lookup kind (the catalogue calls behind spec 7's /tiktok/api/rapid/*
// and online/user/search/live, without HTTP) and the process memory (budget: under 300 MB).
// Figures only, no assertions.
import { Rng } from '../src/lib/seeded.ts';
import { Catalogue, DEFAULT_ANCHOR, TOPICS } from '../src/sim/platform/catalogue.ts';
import { mb, rerunWithGc, settle } from './memory.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);

rerunWithGc(import.meta.filename);

const base = settle();
const t0 = performance.now();
const c = new Catalogue(42, { videos: VIDEOS, users: USERS, anchorMs: DEFAULT_ANCHOR });
const buildMs = performance.now() - t0;
const rng = new Rng(7);
const now = DEFAULT_ANCHOR;
const regions = ['US', 'GB', 'JP', 'BR', 'ID'];
const words = [...TOPICS, 'recipe', 'hack', 'vlog'];
const videoIds = Array.from({ length: RUNS }, () => c.videoId(rng.int(0, VIDEOS - 1)));
const userIds = Array.from({ length: RUNS }, () => c.userId(rng.int(0, USERS - 1)));

function measure(name: string, op: (i: number) => unknown) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    op(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    `  ${name.padEnd(34)} p50 ${q(0.5).toFixed(3).padStart(8)} ms  p95 ${q(0.95).toFixed(3).padStart(8)} ms  max ${q(1).toFixed(2).padStart(8)} ms`,
  );
}

console.log(
  `platform lookups on ${VIDEOS.toLocaleString('en')} videos and ${USERS.toLocaleString('en')} users (Node ${process.version}), ${RUNS} runs each`,
);
console.log(
  `  catalogue built in ${buildMs.toFixed(1)} ms; process before it: heap ${mb(base.heapUsed)}, RSS ${mb(base.rss)}`,
);
measure('video/detail (by id)', (i) => c.video(videoIds[i]!));
measure('user/detail (by id)', (i) => c.user(userIds[i]!));
measure('video/search (topic, US, 7 days)', (i) =>
  c.searchVideos({ keywords: [words[i % 20]!], offset: 0, count: 20, nowMs: now }),
);
measure('video/search (title word, region, 30 d)', (i) =>
  c.searchVideos({
    keywords: ['recipe'],
    region: regions[i % 5],
    days: 30,
    offset: 0,
    count: 20,
    nowMs: now,
  }),
);
measure('video/search (most liked, 365 d)', (i) =>
  c.searchVideos({ keywords: [words[i % 20]!], days: 365, sortType: 1, offset: 0, count: 20, nowMs: now }),
);
measure('video/search (no match, 7 d)', () =>
  c.searchVideos({ keywords: ['zzzz'], offset: 0, count: 20, nowMs: now }),
);
measure('challenge/search + challenge/videos', (i) => {
  const [tag] = c.searchChallenges([words[i % 20]!.slice(0, 4)], 0, 5).items;
  return tag && c.challengeVideos(tag.id, (i * 37) % 1000, 20);
});
measure('user/posts', (i) => c.posts(c.video(videoIds[i]!)!.authorId, 0, 20));
measure('user/search (first name)', (i) => c.searchUsers([['luna', 'max', 'mia', 'kai'][i % 4]!], 0, 20));
measure('user/search (digits, scans)', (i) => c.searchUsers([String(100 + i)], 0, 20));
measure('followers page (offset 0..100k)', (i) => c.followerPage(userIds[i]!, (i * 997) % 100_000, 50));
measure('video/comments/followers', (i) => c.commenters(videoIds[i]!, 0, 20));
measure('online/user/search/live', (i) => c.liveRooms([words[i % 20]!], regions[i % 5]!, 0, 20));
const after = settle();
console.log(
  `  memory: heap ${mb(after.heapUsed)} (+${mb(after.heapUsed - base.heapUsed)} for the catalogue and the runs), RSS ${mb(after.rss)}; budget 300 MB`,
);
