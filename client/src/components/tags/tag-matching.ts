// Pure helpers of the tags editor: filtering by what was typed and deciding whether "Create" is offered.
// Letter case is folded with the UI language's rules, so Turkish İ/ı and I/i compare as a Turkish
// reader expects.

export interface TagOption {
  id: string;
  title: string;
}

/** `text` folded for comparison in `locale` (trimmed, lower case by the language's rules). */
export function foldTagTitle(text: string, locale?: string): string {
  try {
    return text.trim().toLocaleLowerCase(locale);
  } catch {
    // An unknown locale tag: the default rules.
    return text.trim().toLocaleLowerCase();
  }
}

/** The tags whose title contains `query` regardless of case; all of them for a blank query. */
export function filterTags<T extends TagOption>(tags: readonly T[], query: string, locale?: string): T[] {
  const folded = foldTagTitle(query, locale);
  if (folded === '') return [...tags];
  return tags.filter((tag) => foldTagTitle(tag.title, locale).includes(folded));
}

/** The tag titled exactly `title` (regardless of case), if any. */
export function findTagByTitle<T extends TagOption>(
  tags: readonly T[],
  title: string,
  locale?: string,
): T | undefined {
  const folded = foldTagTitle(title, locale);
  return folded === '' ? undefined : tags.find((tag) => foldTagTitle(tag.title, locale) === folded);
}

/** Whether "Create" may be offered for `query`: not blank, not too long, no tag with that title. */
export function canCreateTag(tags: readonly TagOption[], query: string, locale?: string): boolean {
  const title = query.trim();
  return title !== '' && title.length <= TAG_TITLE_MAX && !findTagByTitle(tags, title, locale);
}

/** Longest tag title the server accepts (schema: createContactTag, createTaskTag). */
export const TAG_TITLE_MAX = 50;

/** The selected tags in the order of `selectedIds`; ids without a tag (deleted meanwhile) are skipped. */
export function selectedTags<T extends TagOption>(tags: readonly T[], selectedIds: readonly string[]): T[] {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return selectedIds.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [tag] : [];
  });
}

/** `selectedIds` with `id` added (at the end) or removed. */
export function toggleTagId(selectedIds: readonly string[], id: string, selected: boolean): string[] {
  const without = selectedIds.filter((existing) => existing !== id);
  return selected ? [...without, id] : without;
}
