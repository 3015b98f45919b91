import type { MediaVariant } from '@reelfleet/contract';
import { useEffect, useState } from 'react';
import { fetchMedia } from '../../api/material';

/**
 * An object URL of a material's media, fetched with the session's token
 * (media are served only to their workspace, so a plain `src` cannot load
 * them); revoked when the component goes or the material changes.
 */
export function useMediaUrl(id: number | null, variant: MediaVariant, enabled = true): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === null || !enabled) return;
    const abort = new AbortController();
    let made: string | null = null;
    fetchMedia(id, variant, abort.signal)
      .then((u) => {
        made = u;
        setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [id, variant, enabled]);
  return url;
}
