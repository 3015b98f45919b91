type Job = () => Promise<void>;

/**
 * Jobs run one at a time, taken round-robin by key (a workspace): each key
 * with work waits its turn behind at most one job of each other key, so a
 * burst of one key never holds back another's first job by more than the
 * job running when it came. A key whose job is running rejoins the end of
 * the round when that job ends, behind keys that came meanwhile.
 */
export class FairQueue<K> {
  /** Keys waiting their turn, in turn order (a Map keeps insertion order), each with its jobs. */
  private readonly waiting = new Map<K, Job[]>();
  /** The key whose job is running and its remaining jobs, out of the round until that job ends. */
  private active: { key: K; jobs: Job[] } | null = null;
  private running: Promise<void> | null = null;

  push(key: K, job: Job): void {
    if (this.active?.key === key) this.active.jobs.push(job);
    else {
      const jobs = this.waiting.get(key);
      if (jobs) jobs.push(job);
      else this.waiting.set(key, [job]);
    }
    this.running ??= this.drain();
  }

  /** Resolves when no job is left (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (let next = this.take(); next; next = this.take()) {
      this.active = next;
      try {
        await next.jobs.shift()!();
      } catch {
        // A job reports its own failures; the queue goes on.
      }
      this.active = null;
      if (next.jobs.length > 0) this.waiting.set(next.key, next.jobs);
    }
    this.running = null;
  }

  private take(): { key: K; jobs: Job[] } | null {
    const first = this.waiting.entries().next();
    if (first.done) return null;
    const [key, jobs] = first.value;
    this.waiting.delete(key);
    return { key, jobs };
  }
}
