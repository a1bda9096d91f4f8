// The TD's guide: Markdown chapters in ./guide (one file each, in file-name order), cut
// into sections at their `##` headings, searchable by words. The text is built into the
// page, so the guide works with no network, on any machine Felt runs on.

export type Section = {
  /** The chapter's title (the file's `#` heading). */
  chapter: string
  /** The section's title; the chapter's own for the text before its first `##`. */
  title: string
  /** The address fragment: `#chapter-section`. */
  id: string
  /** The section's Markdown, its `##` heading included. */
  markdown: string
  /** Its words in lower case, for the search. */
  text: string
}

export function slug(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Cuts one chapter's Markdown into its sections. */
export function sections(markdown: string): Section[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n')
  const h1 = lines.find((l) => /^# /.test(l))
  const chapter = h1 ? h1.slice(2).trim() : 'Guide'
  const out: Section[] = []
  let title = chapter
  let body: string[] = []
  let fenced = false
  const flush = () => {
    const md = body.join('\n').trim()
    if (md !== '' && md !== `# ${chapter}`) {
      const id = title === chapter ? slug(chapter) : `${slug(chapter)}-${slug(title)}`
      out.push({ chapter, title, id, markdown: md, text: plain(md) })
    }
  }
  for (const line of lines) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced
    if (!fenced && /^## /.test(line)) {
      flush()
      title = line.slice(3).trim()
      body = [line]
    } else if (!fenced && /^# /.test(line)) {
      continue
    } else {
      body.push(line)
    }
  }
  flush()
  return out
}

function plain(md: string): string {
  return md
    .replace(/[`*_#>|[\]()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The sections holding every word of `query` (any order, any case); all for none. */
export function search(all: Section[], query: string): Section[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '')
  if (words.length === 0) return all
  return all.filter((s) => words.every((w) => s.text.includes(w) || s.title.toLowerCase().includes(w)))
}
