/** The playable sample clip served for every simulated video (see clip encoder). Not built yet. */
export function hasSampleClip(): boolean {
  return false;
}

export function sampleClip(): Buffer | null {
  return null;
}
