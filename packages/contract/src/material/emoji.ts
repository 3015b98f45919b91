import groups from './emoji.json' with { type: 'json' };

/**
 * The emoji picker of text materials (spec 3 "Material"): seven groups in the
 * spec's order, each item an emoji with its Chinese description.
 */
export interface EmojiItem {
  emoji: string;
  /** The Chinese description the spec attaches to every item. */
  zh: string;
}

export const EMOJI_GROUP_KEYS = ['faces', 'gestures', 'love', 'nature', 'food', 'travel', 'objects'] as const;
export type EmojiGroupKey = (typeof EMOJI_GROUP_KEYS)[number];

/** The table is emoji.json (data); emoji.test.ts checks its groups are EMOJI_GROUP_KEYS in order. */
export const EMOJI_GROUPS = groups as ReadonlyArray<{ key: EmojiGroupKey; items: readonly EmojiItem[] }>;
