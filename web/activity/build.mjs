// Builds the Activity's page into web/static/activity/: the entry script bundled with the
// SDK and its style sheet, by esbuild (named by their content's hash, so a browser never
// keeps an old one), and index.html naming them. Run by `make` (npm ci, then this) and by the image's build stage;
// nothing is fetched when the bot runs.
import { build } from "esbuild";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "..", "static", "activity");

await mkdir(out, { recursive: true });
for (const name of await readdir(out)) {
  if (/\.(js|css|html)$/.test(name)) {
    await rm(path.join(out, name));
  }
}
const result = await build({
  entryPoints: [path.join(here, "src", "main.js"), path.join(here, "src", "activity.css")],
  bundle: true,
  minify: true,
  format: "esm",
  target: ["es2020"],
  entryNames: "[name]-[hash]",
  outdir: out,
  metafile: true,
  legalComments: "eof",
  logLevel: "warning",
});
let page = await readFile(path.join(here, "src", "index.html"), "utf8");
for (const built of Object.keys(result.metafile.outputs).map((p) => path.basename(p))) {
  const [name, ext] = [built.split("-")[0], path.extname(built)];
  page = page.replace(`/${name}${ext}"`, `/${built}"`);
}
await writeFile(path.join(out, "index.html"), page);
console.log(`activity: built ${path.relative(process.cwd(), out)}`);
