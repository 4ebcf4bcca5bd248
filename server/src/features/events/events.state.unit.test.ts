import { describe, expect, it } from 'vitest';
import { keptTranslations } from './events.state.js';

// What a "this and following" split keeps of the demo's translations (events.service.ts): the same rule
// as the SQL of writeSeries (events.writes.ts), whose effect events.reading.test.ts checks through the API.

const before = {
  title: 'Winter camp',
  notes: 'Bus at 07:30',
  translations: { tr: { title: 'Kış kampı', notes: 'Otobüs 07:30' } },
};

describe('the translations a changed event keeps', () => {
  it('keeps both while the title and the notes are the same', () => {
    expect(keptTranslations(before, { title: 'Winter camp', notes: 'Bus at 07:30' })).toEqual(
      before.translations,
    );
  });

  it('drops the one whose text changed', () => {
    expect(keptTranslations(before, { title: 'Winter camp', notes: 'Bus at 08:00' })).toEqual({
      tr: { title: 'Kış kampı' },
    });
    expect(keptTranslations(before, { title: 'Camp', notes: 'Bus at 07:30' })).toEqual({
      tr: { notes: 'Otobüs 07:30' },
    });
  });

  it('answers null when nothing is left, or there was nothing', () => {
    expect(keptTranslations(before, { title: 'Camp', notes: null })).toBeNull();
    expect(keptTranslations({ ...before, translations: null }, before)).toBeNull();
  });
});
