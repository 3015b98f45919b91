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

export const EMOJI_GROUPS: ReadonlyArray<{ key: EmojiGroupKey; items: readonly EmojiItem[] }> = [
  {
    // emotions and faces
    key: 'faces',
    items: [
      { emoji: '😀', zh: '笑脸' },
      { emoji: '😁', zh: '露齿笑' },
      { emoji: '😂', zh: '笑哭了' },
      { emoji: '🤣', zh: '笑得满地打滚' },
      { emoji: '😊', zh: '微笑' },
      { emoji: '😍', zh: '花痴' },
      { emoji: '😘', zh: '飞吻' },
      { emoji: '😎', zh: '墨镜笑脸' },
      { emoji: '🤔', zh: '思考' },
      { emoji: '😴', zh: '睡着了' },
      { emoji: '😭', zh: '放声大哭' },
      { emoji: '😡', zh: '生气' },
      { emoji: '😱', zh: '吓坏了' },
      { emoji: '🥳', zh: '开派对' },
    ],
  },
  {
    // gestures and activities
    key: 'gestures',
    items: [
      { emoji: '👍', zh: '点赞' },
      { emoji: '👏', zh: '鼓掌' },
      { emoji: '🙏', zh: '祈祷' },
      { emoji: '👌', zh: 'OK' },
      { emoji: '✌️', zh: '胜利' },
      { emoji: '👋', zh: '挥手' },
      { emoji: '💪', zh: '肌肉' },
      { emoji: '🤝', zh: '握手' },
      { emoji: '💃', zh: '跳舞的女人' },
      { emoji: '🏃', zh: '跑步' },
      { emoji: '⚽', zh: '足球' },
      { emoji: '🎮', zh: '游戏手柄' },
    ],
  },
  {
    // feelings and love
    key: 'love',
    items: [
      { emoji: '❤️', zh: '红心' },
      { emoji: '💕', zh: '两颗心' },
      { emoji: '💖', zh: '闪亮的心' },
      { emoji: '💔', zh: '心碎' },
      { emoji: '💋', zh: '唇印' },
      { emoji: '🥰', zh: '喜笑颜开' },
      { emoji: '😇', zh: '天使' },
      { emoji: '🤗', zh: '拥抱' },
      { emoji: '💯', zh: '一百分' },
      { emoji: '🔥', zh: '火' },
    ],
  },
  {
    // animals and nature
    key: 'nature',
    items: [
      { emoji: '🐶', zh: '狗脸' },
      { emoji: '🐱', zh: '猫脸' },
      { emoji: '🐼', zh: '熊猫' },
      { emoji: '🦊', zh: '狐狸' },
      { emoji: '🐰', zh: '兔子' },
      { emoji: '🦋', zh: '蝴蝶' },
      { emoji: '🌸', zh: '樱花' },
      { emoji: '🌹', zh: '玫瑰' },
      { emoji: '🌈', zh: '彩虹' },
      { emoji: '☀️', zh: '太阳' },
      { emoji: '🌙', zh: '月亮' },
      { emoji: '🌊', zh: '海浪' },
    ],
  },
  {
    // food and drinks
    key: 'food',
    items: [
      { emoji: '🍎', zh: '红苹果' },
      { emoji: '🍓', zh: '草莓' },
      { emoji: '🍉', zh: '西瓜' },
      { emoji: '🍔', zh: '汉堡' },
      { emoji: '🍕', zh: '披萨' },
      { emoji: '🍜', zh: '面条' },
      { emoji: '🍣', zh: '寿司' },
      { emoji: '🍰', zh: '蛋糕' },
      { emoji: '☕', zh: '咖啡' },
      { emoji: '🧋', zh: '奶茶' },
      { emoji: '🍺', zh: '啤酒' },
    ],
  },
  {
    // transportation and places
    key: 'travel',
    items: [
      { emoji: '🚗', zh: '汽车' },
      { emoji: '🚕', zh: '出租车' },
      { emoji: '🚌', zh: '公交车' },
      { emoji: '🚄', zh: '高铁' },
      { emoji: '✈️', zh: '飞机' },
      { emoji: '🚀', zh: '火箭' },
      { emoji: '🚲', zh: '自行车' },
      { emoji: '🏠', zh: '房子' },
      { emoji: '🏖️', zh: '海滩' },
      { emoji: '🗽', zh: '自由女神像' },
      { emoji: '🗼', zh: '东京塔' },
    ],
  },
  {
    // objects and symbols
    key: 'objects',
    items: [
      { emoji: '📱', zh: '手机' },
      { emoji: '💻', zh: '笔记本电脑' },
      { emoji: '📷', zh: '相机' },
      { emoji: '🎁', zh: '礼物' },
      { emoji: '🎉', zh: '彩带' },
      { emoji: '💰', zh: '钱袋' },
      { emoji: '💡', zh: '灯泡' },
      { emoji: '⏰', zh: '闹钟' },
      { emoji: '✅', zh: '勾选' },
      { emoji: '❌', zh: '叉号' },
      { emoji: '⭐', zh: '星星' },
      { emoji: '🔔', zh: '铃铛' },
    ],
  },
];
