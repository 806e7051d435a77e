// The bulk-import parser: CSV and JSON Lines files of videos read into rows of known fields, each refused row with its
// line and problem, and whole files refused for bad UTF-8, a broken header, an unterminated quote or too many rows.
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, MAX_FIELD_LENGTH, MAX_IMPORT_ROWS, importFormatOf, parseImport } from '../../worker/imports/parse';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** The parse of a file that must be accepted as a whole. */
function accepted(text: string, filename?: string) {
  const parsed = parseImport(bytesOf(text), filename);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem} at line ${parsed.line}`);
  return parsed;
}

describe('import columns', () => {
  it('lists the known keys with each language title and description last', () => {
    expect(IMPORT_COLUMNS.slice(0, 13)).toEqual([
      'title', 'description', 'categories', 'models', 'section', 'duration', 'post_date', 'thumb_url', 'source_url',
      'source_path', 'embed_url', 'ex_tube', 'ex_id',
    ]);
    expect(IMPORT_COLUMNS.slice(13, 15)).toEqual(['title_ru', 'description_ru']);
    expect(IMPORT_COLUMNS.at(-1)).toBe('description_nl');
    expect(IMPORT_COLUMNS).toHaveLength(13 + 18);
  });
});

describe('format', () => {
  it.each([
    ['videos.jsonl', 'title,ex_id', 'jsonl'], ['videos.NDJSON', 'title', 'jsonl'], ['videos.json', 'title', 'jsonl'],
    ['videos.CSV', '{"title":"a"}', 'csv'], ['videos.txt', ' \n {"title":"a"}', 'jsonl'], [undefined, '{"title":"a"}', 'jsonl'],
    [undefined, 'title,ex_id', 'csv'], [undefined, '"{title}"', 'csv'],
  ] as const)('%s holding %j is %s', (filename, text, format) => {
    expect(importFormatOf(filename, text)).toBe(format);
    expect(parseImport(bytesOf(text), filename).format).toBe(format);
  });
});

describe('whole files refused', () => {
  it('refuses an empty or whitespace-only file', () => {
    expect(parseImport(new Uint8Array())).toEqual({ ok: false, format: 'csv', problem: 'empty', line: 1 });
    expect(parseImport(bytesOf(' \n\t\r\n'), 'videos.jsonl')).toEqual({ ok: false, format: 'jsonl', problem: 'empty', line: 1 });
  });

  it('refuses bad UTF-8 with the line holding the first bad byte', () => {
    const badOnLine3 = Uint8Array.of(...bytesOf('title\na\n'), 0x62, 0xff, ...bytesOf('\nc\n'));
    expect(parseImport(badOnLine3)).toEqual({ ok: false, format: 'csv', problem: 'invalid_utf8', line: 3 });
    // CR LF counts once, a lone CR as a line end; a character cut short just before a line end is on that line.
    const cutOnLine4 = Uint8Array.of(...bytesOf('{"title":"a"}\r\n\r{"title":"b"}\n{"title":"'), 0xe2, 0x82, ...bytesOf('"}\n'));
    expect(parseImport(cutOnLine4)).toEqual({ ok: false, format: 'jsonl', problem: 'invalid_utf8', line: 4 });
    expect(parseImport(Uint8Array.of(0xc0, 0xaf), 'videos.csv')).toMatchObject({ problem: 'invalid_utf8', line: 1 });
  });

  it('strips a byte order mark', () => {
    const bom = [0xef, 0xbb, 0xbf];
    expect(parseImport(Uint8Array.of(...bom, ...bytesOf('title\na\n')))).toMatchObject({ ok: true, columns: ['title'], rows: [{ line: 2, fields: { title: 'a' } }] });
    expect(parseImport(Uint8Array.of(...bom, ...bytesOf('{"title":"a"}')))).toMatchObject({ ok: true, format: 'jsonl', rows: [{ line: 1 }] });
  });

  it('refuses an unterminated quote at the line where its field starts', () => {
    expect(parseImport(bytesOf('title,description\na,b\nc,"never\nclosed\n'))).toEqual({ ok: false, format: 'csv', problem: 'unterminated_quote', line: 3 });
    expect(parseImport(bytesOf('title\n"a\nb"\n"c""\n'))).toMatchObject({ problem: 'unterminated_quote', line: 4 });
  });

  it('refuses a header naming a column twice, once trimmed and lower-cased', () => {
    expect(parseImport(bytesOf('title,ex_id, Title \na,1,b\n'))).toEqual({ ok: false, format: 'csv', problem: 'duplicate_column', line: 1, column: 'title' });
    expect(parseImport(bytesOf('{"title":"a","TITLE":"b"}'))).toEqual({ ok: false, format: 'jsonl', problem: 'duplicate_column', line: 1, column: 'title' });
  });

  it('refuses a file without a title column', () => {
    expect(parseImport(bytesOf('description,ex_id\nx,1\n'))).toEqual({ ok: false, format: 'csv', problem: 'no_title_column', line: 1 });
    expect(parseImport(bytesOf('{"description":"x"}\n{"ex_id":1}\n'))).toEqual({ ok: false, format: 'jsonl', problem: 'no_title_column', line: 1 });
    // One line with a title key is enough.
    expect(accepted('{"description":"x"}\n{"title":"a"}\n').rows).toHaveLength(2);
  });

  it('refuses more than MAX_IMPORT_ROWS rows at the first extra one, and takes exactly that many', () => {
    const csvRows = 'a\n'.repeat(MAX_IMPORT_ROWS);
    expect(accepted(`title\n${csvRows}`).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(parseImport(bytesOf(`title\n${csvRows}a\n`))).toEqual({ ok: false, format: 'csv', problem: 'too_many_rows', line: MAX_IMPORT_ROWS + 2 });
    const jsonRows = '{"title":"a"}\n'.repeat(MAX_IMPORT_ROWS + 1);
    expect(parseImport(bytesOf(jsonRows))).toEqual({ ok: false, format: 'jsonl', problem: 'too_many_rows', line: MAX_IMPORT_ROWS + 1 });
  });
});

describe('CSV', () => {
  it('reads quoted commas, quotes and line breaks, and counts lines from where each record starts', () => {
    const parsed = accepted('title,description\n"a, b","say ""hi"""\n"two\nlines","x\r\ny"\nlast,z\n');
    expect(parsed.rows).toEqual([
      { line: 2, fields: { title: 'a, b', description: 'say "hi"' } },
      { line: 3, fields: { title: 'two\nlines', description: 'x\r\ny' } },
      { line: 6, fields: { title: 'last', description: 'z' } },
    ]);
  });

  it('ends records at LF, CR LF or a lone CR, skipping blank lines and a final newline', () => {
    const parsed = accepted('title,ex_id\r\na,1\r\n\r\nb,2\rc,3\n\n');
    expect(parsed.rows).toEqual([
      { line: 2, fields: { title: 'a', ex_id: '1' } },
      { line: 4, fields: { title: 'b', ex_id: '2' } },
      { line: 5, fields: { title: 'c', ex_id: '3' } },
    ]);
    expect(parsed.rowErrors).toEqual([]);
    expect(accepted('title\na').rows).toEqual([{ line: 2, fields: { title: 'a' } }]);
  });

  it('trims unquoted values only, and keeps what follows a closing quote', () => {
    const parsed = accepted('title,description,categories,models\n  padded  ," spaced ","quoted"tail,  "a,b"\n');
    expect(parsed.rows[0]!.fields).toEqual({ title: 'padded', description: ' spaced ', categories: 'quotedtail', models: 'a,b' });
  });

  it('trims and lower-cases the header', () => {
    expect(accepted(' Title ,DESCRIPTION,"Ex_Tube"\na,b,c\n')).toMatchObject({
      columns: ['title', 'description', 'ex_tube'],
      rows: [{ line: 2, fields: { title: 'a', description: 'b', ex_tube: 'c' } }],
    });
  });

  it('reports unknown columns and drops their values, and neither lists nor reads a column without a name', () => {
    const parsed = accepted('title,Rating,,views,duration\na,5,ignored,10,61\n');
    expect(parsed.columns).toEqual(['title', 'rating', 'views', 'duration']);
    expect(parsed.unknownColumns).toEqual(['rating', 'views']);
    expect(parsed.rows).toEqual([{ line: 2, fields: { title: 'a', duration: '61' } }]);
  });

  it('leaves out empty values, so a missing title reads as undefined', () => {
    const parsed = accepted('title,description,duration\na,,\n,"",  5 \n  ,b,\n');
    expect(parsed.rows).toEqual([
      { line: 2, fields: { title: 'a' } },
      { line: 3, fields: { duration: '5' } },
      { line: 4, fields: { description: 'b' } },
    ]);
    expect(parsed.rows[1]!.fields.title).toBeUndefined();
  });

  it('refuses records with more or fewer fields than the header, keeping the rest', () => {
    const parsed = accepted('title,description\na,b,c\nd\n"e",f\n');
    expect(parsed.rowErrors).toEqual([{ line: 2, problem: 'too_many_fields' }, { line: 3, problem: 'too_few_fields' }]);
    expect(parsed.rows).toEqual([{ line: 4, fields: { title: 'e', description: 'f' } }]);
  });

  it('refuses a row with a known value longer than MAX_FIELD_LENGTH', () => {
    const longest = 'x'.repeat(MAX_FIELD_LENGTH);
    const parsed = accepted(`title,description,notes\na,${longest}x,b\nc,${longest},${longest}x\n`);
    expect(parsed.rowErrors).toEqual([{ line: 2, problem: 'field_too_long', column: 'description' }]);
    expect(parsed.rows).toEqual([{ line: 3, fields: { title: 'c', description: longest } }]);
  });

  it('reads 10,000 rows of ten fields with the lines they start on', () => {
    const header = 'title,description,categories,models,section,duration,post_date,thumb_url,source_url,ex_id';
    const records = Array.from({ length: 10_000 }, (_, i) => {
      // Every hundredth description spans two lines, which moves every later record down a line.
      const description = i % 100 === 0 ? `"first line\nsecond, of ${i}"` : `about ${i}`;
      return `Video ${i},${description},asian|cosplay,Ann,straight,${60 + i},2024-01-02,https://cdn.example/${i}.jpg,https://cdn.example/${i}.mp4,${i}`;
    });
    const parsed = accepted(`${header}\n${records.join('\n')}\n`);
    expect(parsed.rowErrors).toEqual([]);
    expect(parsed.rows).toHaveLength(10_000);
    expect(parsed.rows[0]).toMatchObject({ line: 2, fields: { title: 'Video 0', description: 'first line\nsecond, of 0' } });
    expect(parsed.rows[101]).toMatchObject({ line: 2 + 101 + 2, fields: { title: 'Video 101' } });
    expect(parsed.rows[9999]).toEqual({
      line: 2 + 9999 + 100,
      fields: {
        title: 'Video 9999', description: 'about 9999', categories: 'asian|cosplay', models: 'Ann', section: 'straight',
        duration: '10059', post_date: '2024-01-02', thumb_url: 'https://cdn.example/9999.jpg',
        source_url: 'https://cdn.example/9999.mp4', ex_id: '9999',
      },
    });
  });
});

describe('JSON Lines', () => {
  it('writes values as text: lists joined with |, numbers and booleans written out, null and empty left out', () => {
    const parsed = accepted(
      '{" Title ":"a","categories":["asian","cosplay"],"models":["Ann",2],"duration":125,"ex_id":7.5,"section":true,' +
        '"description":null,"source_path":"","title_de":[]}\n',
    );
    expect(parsed.rows).toEqual([
      { line: 1, fields: { title: 'a', categories: 'asian|cosplay', models: 'Ann|2', duration: '125', ex_id: '7.5', section: 'true' } },
    ]);
    expect(parsed.columns).toEqual(['title', 'categories', 'models', 'duration', 'ex_id', 'section', 'description', 'source_path', 'title_de']);
  });

  it('refuses lines that are not JSON, not objects, or hold values that cannot be text, skipping blank lines', () => {
    const parsed = accepted(
      [
        '{"title":"a"}', '', '{"title":', '[1,2]', '"just a string"', 'null', '{"title":"b","models":{"name":"x"}}',
        '{"title":"c","categories":[{"a":1}]}', '{"title":"d","duration":1e999}', '{"title":"e"}', '',
      ].join('\r\n'),
    );
    expect(parsed.rowErrors).toEqual([
      { line: 3, problem: 'invalid_json' },
      { line: 4, problem: 'not_an_object' },
      { line: 5, problem: 'not_an_object' },
      { line: 6, problem: 'not_an_object' },
      { line: 7, problem: 'bad_value', column: 'models' },
      { line: 8, problem: 'bad_value', column: 'categories' },
      { line: 9, problem: 'bad_value', column: 'duration' },
    ]);
    expect(parsed.rows).toEqual([{ line: 1, fields: { title: 'a' } }, { line: 10, fields: { title: 'e' } }]);
  });

  it('reports unknown keys in order of first appearance and neither reads nor checks their values', () => {
    const parsed = accepted('{"title":"a","rating":5}\n{"title":"b","extra":{"nested":1},"rating":4}\n');
    expect(parsed.columns).toEqual(['title', 'rating', 'extra']);
    expect(parsed.unknownColumns).toEqual(['rating', 'extra']);
    expect(parsed.rows).toEqual([{ line: 1, fields: { title: 'a' } }, { line: 2, fields: { title: 'b' } }]);
  });

  it('refuses a row with a value longer than MAX_FIELD_LENGTH once written as text', () => {
    const half = 'x'.repeat(MAX_FIELD_LENGTH / 2);
    const parsed = accepted(`{"title":"a","categories":${JSON.stringify([half, half])}}\n{"title":"b","categories":${JSON.stringify([half])}}`);
    expect(parsed.rowErrors).toEqual([{ line: 1, problem: 'field_too_long', column: 'categories' }]);
    expect(parsed.rows).toEqual([{ line: 2, fields: { title: 'b', categories: half } }]);
  });
});
