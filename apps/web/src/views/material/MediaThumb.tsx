import type { MaterialItem } from '@reelfleet/contract';
import { useMediaUrl } from './useMediaUrl';

/** A material's thumbnail in the list (or an empty box while it is processed or has none). */
export default function MediaThumb({ material }: { material: MaterialItem }) {
  const url = useMediaUrl(material.id, 'thumb', material.hasThumb);
  if (!url) return <div className="rf-material-thumb-empty" aria-hidden />;
  return <img className="rf-material-thumb" src={url} alt={material.name} />;
}
