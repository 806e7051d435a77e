// What an import's rows are judged against (worker/imports/verdicts.ts): every name a category answers to, the models
// the rows name, and which of the rows' partner videos and source URLs the catalogue already holds: four queries, whatever
// the file's size.
import { findModelsByTitles } from './models';

export interface ImportCatalogue {
  /** Each category's dir, each of its titles and each synonym the operator gave it, a row per name. */
  categoryNames: { category_id: number; name: string }[];
  models: { model_id: number; title: string }[];
  /** The asked-for partner videos that are here already. */
  externals: { ex_tube: string; ex_id: string }[];
  /** The asked-for source URLs that hosted videos here came from. */
  sourceUrls: string[];
}

/** What the catalogue holds of these models and these partner videos (`[ex_tube, ex_id]` pairs). */
export async function readImportCatalogue(
  db: D1Database,
  wanted: { models: readonly string[]; externals: readonly (readonly [string, string])[]; sourceUrls: readonly string[] },
): Promise<ImportCatalogue> {
  const [names, models, externals, sources] = await Promise.all([
    db
      .prepare(
        `SELECT category_id, dir AS name FROM categories
         UNION SELECT category_id, title AS name FROM category_titles
         UNION SELECT category_id, synonym AS name FROM category_synonyms`,
      )
      .all<{ category_id: number; name: string }>(),
    findModelsByTitles(db, wanted.models),
    wanted.externals.length === 0
      ? Promise.resolve({ results: [] as { ex_tube: string; ex_id: string }[] })
      : db
          .prepare(
            `SELECT v.ex_tube, v.ex_id FROM json_each(?1) w
               JOIN videos v ON v.ex_tube = json_extract(w.value, '$[0]') AND v.ex_id = json_extract(w.value, '$[1]')`,
          )
          .bind(JSON.stringify(wanted.externals))
          .all<{ ex_tube: string; ex_id: string }>(),
    wanted.sourceUrls.length === 0
      ? Promise.resolve({ results: [] as { source_url: string }[] })
      : db
          .prepare(`SELECT v.source_url FROM json_each(?1) w JOIN videos v ON v.source_url = w.value`)
          .bind(JSON.stringify(wanted.sourceUrls))
          .all<{ source_url: string }>(),
  ]);
  return { categoryNames: names.results, models, externals: externals.results, sourceUrls: sources.results.map((row) => row.source_url) };
}
