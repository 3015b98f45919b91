import { describe, expect, it } from 'vitest';
import { linksVideoIds, splitVideoIds } from './logLinks';

describe('splitVideoIds', () => {
  it('finds each 19-digit id and keeps the text around it', () => {
    expect(splitVideoIds('[acc1] play 7568769306298725457: success')).toEqual([
      { text: '[acc1] play ' },
      { videoId: '7568769306298725457' },
      { text: ': success' },
    ]);
  });

  it('leaves shorter and longer numbers as text', () => {
    const text = 'task 17952947834705352 held 24 points, id 75687693062987254571';
    expect(splitVideoIds(text)).toEqual([{ text }]);
  });

  it('links two ids in one line', () => {
    const parts = splitVideoIds('7568769306298725457 and 7129122342858958203');
    expect(parts.filter((p) => 'videoId' in p)).toHaveLength(2);
  });
});

describe('linksVideoIds', () => {
  it('links INFO lines of maintenance, comment, view and save tasks only', () => {
    expect(linksVideoIds('maintenance', 'INFO')).toBe(true);
    expect(linksVideoIds('comments', 'INFO')).toBe(true);
    expect(linksVideoIds('view', 'INFO')).toBe(true);
    expect(linksVideoIds('save', 'INFO')).toBe(true);
    expect(linksVideoIds('maintenance', 'ERROR')).toBe(false);
    expect(linksVideoIds('like', 'INFO')).toBe(false);
  });
});
