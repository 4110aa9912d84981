import { describe, expect, test } from "vitest";
import { diffRevisionLanguage, diffText, htmlToBlocks, type DiffLine } from "~/blog/text-diff";

/** A diff line as a compact string: "= same", "- removed", "+ added", "~ same[-old-]{+new+}". */
function show(lines: DiffLine[]): string[] {
  const sign = { same: "=", removed: "-", added: "+", changed: "~" } as const;
  return lines.map(
    (l) => `${sign[l.kind]} ${l.parts.map((p) => (l.kind !== "changed" || p.kind === "same" ? p.text : p.kind === "removed" ? `[-${p.text}-]` : `{+${p.text}+}`)).join("")}`,
  );
}

/** Rebuilds both sides from a diff: every diff must account for every line of both inputs. */
function sides(lines: DiffLine[]): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  for (const l of lines) {
    const text = (keep: "removed" | "added") => l.parts.filter((p) => p.kind !== keep).map((p) => p.text).join("");
    if (l.kind !== "added") before.push(text("added"));
    if (l.kind !== "removed") after.push(text("removed"));
  }
  return { before, after };
}

describe("htmlToBlocks", () => {
  test("headings get one # per level below h1", () => {
    expect(htmlToBlocks("<h2>Uno</h2><h3>Dos</h3><h4>Tres</h4><p>Texto</p>")).toEqual(["# Uno", "## Dos", "### Tres", "Texto"]);
  });

  test("lists: bullets, numbers (from start), nesting and unclosed items", () => {
    expect(htmlToBlocks("<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul><ol><li>x</li><li>y</li></ol><ol start=\"4\"><li>p<li>q</ol>")).toEqual([
      "• a",
      "• b",
      "  • c",
      "1. x",
      "2. y",
      "4. p",
      "5. q",
    ]);
  });

  test("blockquote lines, <br> as a line break inside the block", () => {
    expect(htmlToBlocks("<blockquote><p>uno<br>dos</p><p>tres</p></blockquote><p>a<br/><br>b</p>")).toEqual(["> uno\n> dos", "> tres", "a\nb"]);
  });

  test("tables: one line per row, cells joined by |", () => {
    const html = "<table><thead><tr><th>Plan</th><th>Precio</th></tr></thead><tbody><tr><td>Básico</td><td><p>10 <b>€</b></p></td></tr><tr><td>Pro<td>20 €</tr></tbody></table>";
    expect(htmlToBlocks(html)).toEqual(["Plan | Precio", "Básico | 10 €", "Pro | 20 €"]);
  });

  test("images, figures and rules", () => {
    expect(htmlToBlocks('<figure><img src="/a.png" alt="Un gato"><figcaption>El gato</figcaption></figure><hr><p><img src="/b.png"></p>')).toEqual([
      "[Imagen: Un gato]",
      "El gato",
      "———",
      "[Imagen]",
    ]);
  });

  test("links keep their text and add the address only when it says something new", () => {
    expect(htmlToBlocks('<p>Ver <a href="https://e.com/a?x=1&amp;y=2" target="_blank">la guía</a> o <a href="https://e.com">https://e.com</a>.</p>')).toEqual([
      "Ver la guía (https://e.com/a?x=1&y=2) o https://e.com.",
    ]);
    expect(htmlToBlocks('<p><a href="mailto:hola@e.com">hola@e.com</a></p>')).toEqual(["hola@e.com"]);
  });

  test("inline tags dropped, entities decoded, whitespace collapsed, empty blocks dropped", () => {
    expect(htmlToBlocks("<p>  Hola\n  <strong>mundo</strong><em>!</em> </p><p>&amp; &lt;b&gt; &quot;x&quot; &#39;y&#39; a&nbsp;b &#233; &#xE9; &#x1F600;</p><p> </p><div><span></span></div>")).toEqual([
      "Hola mundo!",
      "& <b> \"x\" 'y' a b é é 😀",
    ]);
  });

  test("code blocks keep their lines", () => {
    expect(htmlToBlocks("<pre><code>const a = 1;\n\nif (a &lt; 2) {}\n</code></pre>")).toEqual(["const a = 1;\nif (a < 2) {}"]);
  });

  test("malformed input never throws and keeps the readable text", () => {
    expect(htmlToBlocks("<p>abierto <b>sin cerrar<p>otro</li></ul></blockquote>")).toEqual(["abierto sin cerrar", "otro"]);
    expect(htmlToBlocks("<p>a < b > c</p><p class='x>y'>q</p><!-- nota --><script>alert(1)</script><p>fin")).toEqual(["a < b > c", "q", "fin"]);
    expect(htmlToBlocks('<p>texto <a href="x')).toEqual(["texto"]);
    expect(htmlToBlocks("")).toEqual([]);
    expect(htmlToBlocks("solo texto")).toEqual(["solo texto"]);
    for (const hostile of ["<".repeat(50_000), '<a href="'.repeat(20_000), "<blockquote>".repeat(20_000) + "x", "<li>".repeat(50_000), "&#".repeat(50_000), "<!--".repeat(50_000)]) {
      expect(() => htmlToBlocks(hostile)).not.toThrow();
    }
  });
});

describe("diffText", () => {
  test("identical inputs are all same", () => {
    expect(show(diffText(["a", "b", "c"], ["a", "b", "c"]))).toEqual(["= a", "= b", "= c"]);
  });

  test("empty sides", () => {
    expect(diffText([], [])).toEqual([]);
    expect(show(diffText([], ["a", "b"]))).toEqual(["+ a", "+ b"]);
    expect(show(diffText(["a", "b"], []))).toEqual(["- a", "- b"]);
  });

  test.each([
    ["start", ["b", "c"], ["x", "b", "c"], ["+ x", "= b", "= c"]],
    ["middle", ["a", "c"], ["a", "x", "c"], ["= a", "+ x", "= c"]],
    ["end", ["a", "b"], ["a", "b", "x"], ["= a", "= b", "+ x"]],
  ])("insertion at the %s", (_where, before, after, expected) => {
    expect(show(diffText(before, after))).toEqual(expected);
  });

  test.each([
    ["start", ["x", "b", "c"], ["b", "c"], ["- x", "= b", "= c"]],
    ["middle", ["a", "x", "c"], ["a", "c"], ["= a", "- x", "= c"]],
    ["end", ["a", "b", "x"], ["a", "b"], ["= a", "= b", "- x"]],
  ])("deletion at the %s", (_where, before, after, expected) => {
    expect(show(diffText(before, after))).toEqual(expected);
  });

  test.each([
    ["start", ["uno", "b", "c"], ["dos", "b", "c"], ["- uno", "+ dos", "= b", "= c"]],
    ["middle", ["a", "uno", "c"], ["a", "dos", "c"], ["= a", "- uno", "+ dos", "= c"]],
    ["end", ["a", "b", "uno"], ["a", "b", "dos"], ["= a", "= b", "- uno", "+ dos"]],
  ])("replacement by an unrelated line at the %s", (_where, before, after, expected) => {
    expect(show(diffText(before, after))).toEqual(expected);
  });

  test("an edited line gets a word diff with exactly the changed word marked", () => {
    const lines = diffText(["# Hola", "El gato come pescado.", "Fin"], ["# Hola", "El perro come pescado.", "Fin"]);
    expect(lines.map((l) => l.kind)).toEqual(["same", "changed", "same"]);
    expect(lines[1]!.parts).toEqual([
      { kind: "same", text: "El " },
      { kind: "removed", text: "gato" },
      { kind: "added", text: "perro" },
      { kind: "same", text: " come pescado." },
    ]);
  });

  test("word diffs: an added word, and adjacent changed words kept together", () => {
    expect(show(diffText(["Cómo configurar Docker"], ["Cómo configurar Docker en 2025"]))).toEqual(["~ Cómo configurar Docker{+ en 2025+}"]);
    expect(show(diffText(["uno dos tres cuatro cinco seis"], ["uno DOS TRES cuatro cinco seis"]))).toEqual(["~ uno [-dos tres-]{+DOS TRES+} cuatro cinco seis"]);
  });

  test("several edited lines in a row are paired one to one", () => {
    expect(show(diffText(["a", "El gato come.", "La casa es azul.", "z"], ["a", "El perro come.", "La casa es roja.", "z"]))).toEqual([
      "= a",
      "~ El [-gato-]{+perro+} come.",
      "~ La casa es [-azul-]{+roja+}.",
      "= z",
    ]);
  });

  test("a diff is minimal and accounts for every line (small random cases)", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const lcs = (a: string[], b: string[]) => {
      const row = Array.from({ length: b.length + 1 }, () => 0);
      for (const x of a) {
        let diagonal = 0;
        b.forEach((y, j) => {
          const above = row[j + 1]!;
          row[j + 1] = x === y ? diagonal + 1 : Math.max(above, row[j]!);
          diagonal = above;
        });
      }
      return row[b.length]!;
    };
    for (let t = 0; t < 500; t++) {
      const letters = 1 + Math.floor(random() * 4);
      const make = () => Array.from({ length: Math.floor(random() * 10) }, () => `l${Math.floor(random() * letters)}`);
      const [a, b] = [make(), make()];
      const lines = diffText(a, b);
      expect(sides(lines)).toEqual({ before: a, after: b });
      expect(lines.filter((l) => l.kind === "same").length).toBe(lcs(a, b));
    }
  });

  test("a 300,000-character body diffs against a lightly edited copy", () => {
    const paragraphs = Array.from({ length: 20_000 }, (_, i) => `<p>Párrafo número ${i} del texto.</p>`);
    const html = paragraphs.join("");
    expect(html.length).toBeGreaterThan(300_000);
    const edited = [...paragraphs];
    edited[12_345] = "<p>Párrafo número 12345 del texto corregido.</p>";
    const before = htmlToBlocks(html);
    const after = htmlToBlocks(edited.join(""));
    expect(before).toHaveLength(20_000);
    const lines = diffText(before, after);
    expect(lines).toHaveLength(20_000);
    const changes = lines.filter((l) => l.kind !== "same");
    expect(show(changes)).toEqual(["~ Párrafo número 12345 del texto{+ corregido+}."]);
  });

  test("two edits far apart in a long text are both found exactly", () => {
    const before = Array.from({ length: 20_000 }, (_, i) => `línea ${i}`);
    const after = [...before];
    after.splice(15_000, 1);
    after.splice(100, 0, "nueva");
    expect(show(diffText(before, after).filter((l) => l.kind !== "same"))).toEqual(["+ nueva", "- línea 15000"]);
  });

  test("completely different long texts fall back without hanging and still account for every line", () => {
    const before = Array.from({ length: 5_000 }, (_, i) => `antes ${i}`);
    const after = Array.from({ length: 5_000 }, (_, i) => `después ${i}`);
    const lines = diffText(["igual", ...before, "fin"], ["igual", ...after, "fin"]);
    expect(lines[0]).toEqual({ kind: "same", parts: [{ kind: "same", text: "igual" }] });
    expect(lines.at(-1)).toEqual({ kind: "same", parts: [{ kind: "same", text: "fin" }] });
    expect(sides(lines)).toEqual({ before: ["igual", ...before, "fin"], after: ["igual", ...after, "fin"] });
  });
});

describe("diffRevisionLanguage", () => {
  const rev = { title: "Hola mundo", excerpt: "Un resumen.", content: "<h2>Intro</h2><p>Texto inicial.</p>" };

  test("labels in Spanish, unchanged fields are all same", () => {
    const diffs = diffRevisionLanguage(rev, { ...rev });
    expect(diffs.map((d) => [d.field, d.label, d.changed])).toEqual([
      ["title", "Título", false],
      ["excerpt", "Resumen", false],
      ["content", "Contenido", false],
    ]);
    expect(show(diffs[2]!.lines)).toEqual(["= # Intro", "= Texto inicial."]);
  });

  test("only the edited field is marked as changed", () => {
    const diffs = diffRevisionLanguage(rev, { ...rev, content: "<h2>Intro</h2><p>Texto inicial.</p><p>Otro párrafo.</p>" });
    expect(diffs.map((d) => d.changed)).toEqual([false, false, true]);
    expect(show(diffs[2]!.lines)).toEqual(["= # Intro", "= Texto inicial.", "+ Otro párrafo."]);
  });

  test("a missing side counts as empty fields", () => {
    const added = diffRevisionLanguage(null, rev);
    expect(added.map((d) => d.changed)).toEqual([true, true, true]);
    expect(show(added[0]!.lines)).toEqual(["+ Hola mundo"]);
    expect(show(added[2]!.lines)).toEqual(["+ # Intro", "+ Texto inicial."]);
    const removed = diffRevisionLanguage(rev, null);
    expect(show(removed[1]!.lines)).toEqual(["- Un resumen."]);
    expect(diffRevisionLanguage(null, null).map((d) => [d.changed, d.lines.length])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
  });

  test("an edited title is a word diff", () => {
    expect(show(diffRevisionLanguage(rev, { ...rev, title: "Hola mundo cruel" })[0]!.lines)).toEqual(["~ Hola mundo{+ cruel+}"]);
  });
});
