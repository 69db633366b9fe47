// The route table of the spec, one sample address per route (ids and slugs that exist), shared by
// the accessibility tests (e2e/a11y.spec.ts) and the Lighthouse benchmark (scripts/lighthouse.mjs),
// so both always cover the same pages.
export const SAMPLE_ROUTES = [
  "/",
  "/quem-somos/",
  "/ensinamentos/",
  "/ensinamento/vida-nao-tem-marcha-re/",
  "/ensinamento/angulo-jardim-lixo/",
  "/ensinamento/lobo-bom-lobo-mau/",
  "/ensinos/1/",
  "/cursos/",
  "/cursos/1/",
  "/livros/",
  "/livros/1/",
  "/contato/",
];

/** Routes with the spec's simulated 1 s load (SPEC §4). */
export const DELAYED_ROUTES = ["/ensinamentos/", "/cursos/", "/livros/", "/contato/"];
