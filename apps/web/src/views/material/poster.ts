const POSTER_MAX_WIDTH = 640;
const TIMEOUT_MS = 10_000;

/**
 * The poster frame of a video, captured in the browser where the video
 * element decodes it: the frame at 1 s (or the middle of a shorter clip) as a
 * JPEG. Null when the browser cannot decode the file; the upload goes on
 * without a poster then.
 */
export async function capturePoster(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.playsInline = true;
  try {
    video.src = url;
    await waitFor(video, 'loadeddata');
    const at = Number.isFinite(video.duration) ? Math.min(1, video.duration / 2) : 0;
    if (at > 0) {
      video.currentTime = at;
      await waitFor(video, 'seeked');
    }
    const scale = Math.min(1, POSTER_MAX_WIDTH / (video.videoWidth || POSTER_MAX_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}

function waitFor(video: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
    video.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    video.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error('decode'));
      },
      { once: true },
    );
  });
}
