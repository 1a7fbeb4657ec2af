-- A document's search vector stays in its row (compressed), and its body and HTML go out of line first. The
-- vector is read for every match that is ranked, every phrase checked and every row a search walks by date;
-- out of line (PostgreSQL's default for the largest value of a row over 2 kB, which for most multi-paragraph
-- reports was the vector) each such read was a lookup in the TOAST table. On 100,000 Reuters reports: 28% of
-- the vectors were out of line before, none after; ranking the matches of a word and paging them by date
-- about 1.6 times faster; the table's main part 18% larger, the whole the same
-- (lib/server/search/README.md). Rows stored before keep their layout until they are next written.
ALTER TABLE documents ALTER COLUMN search SET STORAGE MAIN;
