// Docusaurus site of markdownlint's rule pages (tests/corpora/build.sh): the same Markdown,
// rendered the way a Docusaurus docs site renders it, for scan to read as built HTML.
module.exports = {
  title: 'markdownlint rules',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  markdown: { format: 'md', hooks: { onBrokenMarkdownLinks: 'warn' } },
  presets: [
    ['classic', {
      docs: { routeBasePath: '/', path: 'docs' },
      blog: false,
      pages: false,
      theme: {},
    }],
  ],
};
