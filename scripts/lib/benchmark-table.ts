/**
 * Adds rows to a results table kept in docs/benchmarks.md between two HTML comments, so each
 * benchmark run is recorded beside the earlier ones (before and after a change) without
 * touching the prose around it.
 */

/** The comments that bound one benchmark's table, e.g. `lighthouse`. */
export function tableMarkers(name: string) {
  return { start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` };
}

/**
 * Returns the markdown with the rows added at the end of the named table. Without the markers
 * yet, a section with the heading, the header row and the rows is appended to the document.
 */
export function appendTableRows(
  markdown: string,
  name: string,
  table: { heading: string; intro: string; columns: readonly string[] },
  rows: readonly (readonly string[])[],
): string {
  const { start, end } = tableMarkers(name);
  const lines = rows.map((cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
  const at = markdown.indexOf(end);
  if (markdown.includes(start) && at > markdown.indexOf(start)) {
    const before = markdown.slice(0, at).replace(/\n*$/, '\n');
    return `${before}${lines.join('\n')}\n${markdown.slice(at)}`;
  }
  const header = `| ${table.columns.join(' | ')} |`;
  const rule = `| ${table.columns.map(() => '---').join(' | ')} |`;
  const section = [`## ${table.heading}`, '', table.intro, '', start, header, rule, ...lines, end, ''];
  return `${markdown.replace(/\n*$/, '\n\n')}${section.join('\n')}`;
}
