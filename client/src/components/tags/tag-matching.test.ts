import { describe, expect, it } from 'vitest';
import { canCreateTag, filterTags, findTagByTitle, selectedTags, toggleTagId } from './tag-matching';

const TAGS = [
  { id: '1', title: 'Work' },
  { id: '2', title: 'High School' },
  { id: '3', title: 'İzmir' },
];

describe('tag matching', () => {
  it('filters by a case-insensitive substring and keeps every tag for a blank query', () => {
    expect(filterTags(TAGS, 'SCHOOL').map((tag) => tag.id)).toEqual(['2']);
    expect(filterTags(TAGS, '  ')).toHaveLength(3);
    expect(filterTags(TAGS, 'zzz')).toEqual([]);
  });

  it('folds Turkish dotted and dotless i by the Turkish rules', () => {
    expect(filterTags(TAGS, 'izmir', 'tr').map((tag) => tag.id)).toEqual(['3']);
    expect(findTagByTitle(TAGS, 'izmir', 'tr')?.id).toBe('3');
  });

  it('offers Create only for a new, non-blank title of at most 50 characters', () => {
    expect(canCreateTag(TAGS, 'work')).toBe(false);
    expect(canCreateTag(TAGS, ' Band ')).toBe(true);
    expect(canCreateTag(TAGS, '   ')).toBe(false);
    expect(canCreateTag(TAGS, 'x'.repeat(51))).toBe(false);
  });

  it('lists the selection in its own order and skips ids without a tag', () => {
    expect(selectedTags(TAGS, ['3', 'gone', '1']).map((tag) => tag.title)).toEqual(['İzmir', 'Work']);
  });

  it('adds an id at the end once and removes it', () => {
    expect(toggleTagId(['1', '2'], '3', true)).toEqual(['1', '2', '3']);
    expect(toggleTagId(['1', '2'], '1', true)).toEqual(['2', '1']);
    expect(toggleTagId(['1', '2'], '1', false)).toEqual(['2']);
  });
});
