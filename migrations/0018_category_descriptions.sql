-- Category descriptions per language (issue 17): a short text about the category, shown on its listing page and used
-- as that page's meta description. It sits next to the title in category_titles because both are the same fact
-- (what a category is called and what it is about in one language), keyed by the same (category_id, lang): no
-- second table repeating the key and its joins, and the seed's one row per category and language carries both.
-- Empty means none is written yet; the page then composes its text from the category's data.
ALTER TABLE category_titles ADD COLUMN description TEXT NOT NULL DEFAULT '';
