/**
 * @jest-environment node
 */
import { teachingLinks, teachingPageContext, type LinkableTeaching } from "../src/buildtime/teaching-links";

/** The three fixed teachings, as createPages reads them: no categoria. */
const FIXED: LinkableTeaching[] = [
  { id: "marcha", titulo: "A Vida Não Tem Marcha Ré", data: "2025-01-20" },
  { id: "angulo", titulo: "O Ângulo do Jardim e o Ângulo do Lixo", data: "2025-01-15" },
  { id: "lobo", titulo: "O Lobo Bom e o Lobo Mau", data: "2025-01-10" },
];

describe("previous and next", () => {
  it("go to the next older ('Anterior') and the next newer ('Próximo'); the ends have one each", () => {
    // In any input order: the links follow the dates.
    const links = teachingLinks([FIXED[1], FIXED[2], FIXED[0]]);
    expect(links.get("marcha")).toMatchObject({ previousId: "angulo", nextId: null });
    expect(links.get("angulo")).toMatchObject({ previousId: "lobo", nextId: "marcha" });
    expect(links.get("lobo")).toMatchObject({ previousId: null, nextId: "angulo" });
  });

  it("order teachings of the same day as the list does, by title: 'Próximo' is the one listed above", () => {
    const links = teachingLinks([
      { id: "b", titulo: "B", data: "2025-02-01" },
      { id: "a", titulo: "A", data: "2025-02-01" },
      { id: "old", titulo: "Z", data: "2024-01-01" },
    ]);
    // Listed: A, B, Z (old).
    expect(links.get("a")).toMatchObject({ previousId: "b", nextId: null });
    expect(links.get("b")).toMatchObject({ previousId: "old", nextId: "a" });
  });

  it("give a lone teaching neither", () => {
    expect(teachingLinks([FIXED[0]]).get("marcha")).toEqual({ previousId: null, nextId: null, relatedIds: [] });
  });
});

describe("related teachings", () => {
  it("without a categoria are the most recent others", () => {
    const links = teachingLinks(FIXED);
    expect(links.get("marcha")?.relatedIds).toEqual(["angulo", "lobo"]);
    expect(links.get("lobo")?.relatedIds).toEqual(["marcha", "angulo"]);
  });

  it("are up to three of the same categoria, most recent first, completed with the most recent others", () => {
    const teachings: LinkableTeaching[] = [
      { id: "r1", titulo: "R1", data: "2024-05-01", categoria: "Reflexões" },
      { id: "r2", titulo: "R2", data: "2024-04-01", categoria: "Reflexões" },
      { id: "r3", titulo: "R3", data: "2024-03-01", categoria: "Reflexões" },
      { id: "r4", titulo: "R4", data: "2024-02-01", categoria: "Reflexões" },
      { id: "r5", titulo: "R5", data: "2024-01-01", categoria: "Reflexões" },
      { id: "s1", titulo: "S1", data: "2023-06-01", categoria: "Sabedoria" },
      { id: "s2", titulo: "S2", data: "2023-05-01", categoria: "Sabedoria" },
      { id: "new", titulo: "Novo", data: "2025-01-01" },
    ];
    const links = teachingLinks(teachings);
    expect(links.get("r5")?.relatedIds).toEqual(["r1", "r2", "r3"]);
    expect(links.get("r1")?.relatedIds).toEqual(["r2", "r3", "r4"]);
    // One other Sabedoria, then the most recent of the rest.
    expect(links.get("s2")?.relatedIds).toEqual(["s1", "new", "r1"]);
    expect(links.get("new")?.relatedIds).toEqual(["r1", "r2", "r3"]);
  });

  it("reach the page as one variable each, null where there are fewer than three", () => {
    const links = teachingLinks(FIXED);
    expect(teachingPageContext("marcha", links.get("marcha"))).toEqual({
      id: "marcha",
      previousId: "angulo",
      nextId: null,
      related1Id: "angulo",
      related2Id: "lobo",
      related3Id: null,
    });
    expect(teachingPageContext("sozinho")).toEqual({
      id: "sozinho",
      previousId: null,
      nextId: null,
      related1Id: null,
      related2Id: null,
      related3Id: null,
    });
  });

  it("take one pass over 10,000 teachings, never the teaching itself, never twice the same", () => {
    const categories = ["Reflexões", "Sabedoria", "Transformação", "Espiritualidade", "Autoconhecimento", null];
    const teachings: LinkableTeaching[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: `t${index}`,
      titulo: `Ensinamento ${index}`,
      data: new Date(Date.UTC(2000, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
      categoria: categories[index % categories.length],
    }));
    // One pass (with a sort), counted rather than timed, so that no machine's speed decides: the fields
    // the function reads, through a proxy on each teaching. Ten times the teachings cost ten times the
    // reads (here 10.0 times); a pass per teaching would cost a hundred times (99 when each teaching
    // filtered the whole list for its category).
    let reads = 0;
    const readsFor = (list: LinkableTeaching[]) => {
      reads = 0;
      teachingLinks(
        list.map(
          (teaching) =>
            new Proxy(teaching, {
              get(target, key, receiver) {
                reads += 1;
                return Reflect.get(target, key, receiver) as unknown;
              },
            }),
        ),
      );
      return reads;
    };
    const [tenth, whole] = [readsFor(teachings.slice(0, 1_000)), readsFor(teachings)];
    expect([tenth, whole, whole < tenth * 20]).toEqual([tenth, whole, true]);
    const links = teachingLinks(teachings);
    expect(links.size).toBe(10_000);
    for (const [id, { relatedIds }] of links) {
      expect(relatedIds).toHaveLength(3);
      expect(new Set([id, ...relatedIds]).size).toBe(4);
    }
    // The newest of a category is followed by the three before it in that category.
    expect(links.get("t9999")?.relatedIds).toEqual(["t9993", "t9987", "t9981"]);
  });
});
