import english from '@/domain/i18n/catalogs/en.json';
import german from '@/domain/i18n/catalogs/de.json';
import french from '@/domain/i18n/catalogs/fr.json';
import polish from '@/domain/i18n/catalogs/pl.json';
import { readLocalText } from '@/testing/local-text';
import { importSummary, importSummaryText, type ImportCounts } from '../character-export';
import { picturesSummary } from '../formats/portrait-backup';

const counts = (added: number, updated = 0, unchanged = 0, unreadable = 0, historyAdded = 0) =>
  ({ added, updated, unchanged, unreadable, historyAdded }) satisfies ImportCounts;

/** The English alert as an import writes it: the summary, then the portraits' own sentences. */
function englishSummary(done: ImportCounts, restored = 0, damaged = 0): string {
  const summary = importSummary(done);
  const pictures = picturesSummary(restored, damaged);
  return pictures ? `${summary.replace(/\.?$/, '.')} ${pictures}` : summary;
}

test.each([
  [counts(3, 2, 4), 0, 0],
  [counts(0), 0, 0],
  [counts(12, 0, 3, 1), 0, 0],
  [counts(2, 1, 0, 2, 5), 0, 0],
  [counts(0, 0, 0, 0, 1), 0, 0],
  [counts(1), 3, 0],
  [counts(4, 0, 0, 1, 2), 2, 1],
  [counts(0, 2), 0, 22],
])(
  'the words to translate read in English as the summary always did (%j, %i, %i)',
  (done, r, d) => {
    const pictures = r + d > 0 ? { restored: r, damaged: d } : undefined;
    expect(readLocalText(english, 'en', importSummaryText(done, pictures))).toBe(
      englishSummary(done, r, d),
    );
  },
);

test('German counts the import in its own words', () => {
  expect(readLocalText(german, 'de', importSummaryText(counts(3, 2, 4)))).toBe(
    '3 importiert, 2 aktualisiert, 4 unverändert',
  );
  expect(
    readLocalText(
      german,
      'de',
      importSummaryText(counts(2, 1, 0, 1, 5), { restored: 1, damaged: 0 }),
    ),
  ).toBe(
    '2 importiert, 1 aktualisiert, 0 unverändert. 1 unlesbarer Eintrag übersprungen. ' +
      '5 Einträge zum Verlauf hinzugefügt. 1 Porträt wiederhergestellt.',
  );
});

test.each([
  [0, 'Zaimportowano 0 postaci'],
  [1, 'Zaimportowano 1 postać'],
  [2, 'Zaimportowano 2 postacie'],
  [5, 'Zaimportowano 5 postaci'],
  [22, 'Zaimportowano 22 postacie'],
])('Polish says %i imported by its own plural rules', (added, words) => {
  expect(readLocalText(polish, 'pl', importSummaryText(counts(added, 1, 3)))).toBe(
    `${words}, zaktualizowano: 1, bez zmian: 3`,
  );
});

test.each([
  [1, 'Dodano 1 wpis do historii'],
  [2, 'Dodano 2 wpisy do historii'],
  [5, 'Dodano 5 wpisów do historii'],
  [22, 'Dodano 22 wpisy do historii'],
])('Polish counts %i History rows by its own plural rules', (rows, words) => {
  expect(readLocalText(polish, 'pl', importSummaryText(counts(1, 0, 0, 0, rows)))).toBe(
    `Zaimportowano 1 postać, zaktualizowano: 0, bez zmian: 0. ${words}.`,
  );
});

test('French keeps a non-breaking space before its semicolon, and 0 and 1 singular', () => {
  expect(
    readLocalText(french, 'fr', importSummaryText(counts(0, 1, 2), { restored: 0, damaged: 1 })),
  ).toBe(
    '0 importé, 1 mis à jour, 2 inchangés. ' +
      '1 portrait était endommagé et a été écarté\u00a0; ces personnages affichent leur portrait par défaut.',
  );
});
