import { useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canCreateTag,
  filterTags,
  findTagByTitle,
  TAG_TITLE_MAX,
  toggleTagId,
  type TagOption,
} from './tag-matching';

/** What a row of the popover is doing besides showing its checkbox. */
export type RowMode =
  { kind: 'rename'; id: string; title: string } | { kind: 'confirmDelete'; id: string } | null;

export interface TagsEditorActions {
  tags: readonly TagOption[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  onCreate?: (title: string) => Promise<{ id: string }>;
  onRename?: (id: string, title: string) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
  describeError?: (error: unknown) => string;
}

/** The popover's filter field and tag list, which the keyboard moves between. */
export interface TagsEditorElements {
  filterRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
}

/**
 * The tags popover's state and actions: the filter text, the row being renamed or deleted, and the
 * caller's promises, whose rejection becomes the sentence under the list (what was typed stays).
 */
export function useTagsEditor(
  { tags, selectedIds, onChange, onCreate, onRename, onDelete, describeError }: TagsEditorActions,
  { filterRef, listRef }: TagsEditorElements,
) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [filter, setFilterText] = useState('');
  const [rowMode, setRowMode] = useState<RowMode>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = new Set(selectedIds);

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(describeError ? describeError(error) : t('tags.errors.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, checked: boolean) => onChange(toggleTagId(selectedIds, id, checked));
  const creatable = onCreate !== undefined && canCreateTag(tags, filter, locale);

  const create = async () => {
    if (!onCreate || !creatable || busy) return;
    const title = filter.trim();
    const done = await run(async () => {
      const created = await onCreate(title);
      onChange(toggleTagId(selectedIds, created.id, true));
    });
    if (done) {
      setFilterText('');
      filterRef.current?.focus();
    }
  };

  const rename = async (id: string, title: string) => {
    const trimmed = title.trim();
    const current = tags.find((tag) => tag.id === id);
    if (!onRename || busy || !current) return;
    if (trimmed === '' || trimmed.length > TAG_TITLE_MAX) {
      setFailure(t('tags.errors.titleLength', { max: TAG_TITLE_MAX }));
      return;
    }
    if (trimmed === current.title) {
      setRowMode(null);
      return;
    }
    const done = await run(async () => {
      await onRename(id, trimmed);
    });
    if (done) setRowMode(null);
  };

  const remove = async (id: string) => {
    if (!onDelete || busy) return;
    const done = await run(async () => {
      await onDelete(id);
      if (selectedIds.includes(id)) onChange(toggleTagId(selectedIds, id, false));
    });
    if (done) {
      setRowMode(null);
      filterRef.current?.focus();
    }
  };

  const checkboxes = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input[data-tag-checkbox]') ?? []);

  return {
    filter,
    rowMode,
    busy,
    failure,
    selected,
    creatable,
    visible: filterTags(tags, filter, locale),
    toggle,
    create,
    rename,
    remove,
    setFilter: (text: string) => {
      setFilterText(text);
      setFailure(null);
    },
    /** Puts a row in rename or delete mode, or back to its checkbox (null); the sentence goes. */
    setRow: (mode: RowMode) => {
      setRowMode(mode);
      setFailure(null);
    },
    /** The rename field's text as typed (the sentence stays until the next try). */
    setRenameText: (id: string, title: string) => setRowMode({ kind: 'rename', id, title }),
    /** Closing the popover forgets the filter, the row mode and the sentence. */
    reset: () => {
      setFilterText('');
      setRowMode(null);
      setFailure(null);
    },
    // Enter ticks the tag with exactly that title or creates it; ↓ goes to the first tag.
    onFilterKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        const exact = findTagByTitle(tags, filter, locale);
        if (exact) toggle(exact.id, !selected.has(exact.id));
        else void create();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        checkboxes()[0]?.focus();
      }
    },
    // ↓/↑ move between the tags; ↑ from the first goes back to the filter.
    onListKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const boxes = checkboxes();
      const index = boxes.indexOf(event.target as HTMLInputElement);
      if (index < 0) return;
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) filterRef.current?.focus();
      else boxes[Math.min(next, boxes.length - 1)]?.focus();
    },
  };
}

export type TagsEditorState = ReturnType<typeof useTagsEditor>;
