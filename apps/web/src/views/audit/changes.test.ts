import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';

describe('changesOf', () => {
  it('lists the fields an update changed, with what they were', () => {
    expect(
      changesOf('{"id":3,"name":"old","labelId":7,"status":"online"}', '{"id":3,"name":"new","labelId":7}'),
    ).toEqual([{ field: 'name', before: 'old', after: 'new' }]);
    expect(changesOf('{"id":3,"labelId":7}', '{"id":3,"labelId":null}')).toEqual([
      { field: 'labelId', before: '7', after: 'null' },
    ]);
  });

  it('leaves out fields the row did not show, and is null for what is not one row', () => {
    expect(changesOf('{"id":1,"name":"a"}', '{"id":1,"password":"[Redacted]"}')).toEqual([]);
    expect(changesOf('[{"id":1},{"id":2}]', '{"ids":[1,2],"labelId":3}')).toBeNull();
    expect(changesOf(null, '{"id":1}')).toBeNull();
    expect(changesOf('{"id":1,"name":"cut sho', '{"id":1}')).toBeNull();
  });
});
