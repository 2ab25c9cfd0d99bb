// The page's words: templates made by web/words.py from the Fluent catalogues, in the
// viewer's language. A template keeps each placeholder as {name}; fill() puts the value
// there. Nothing here is English: every word comes from the catalogue.

export class Words {
  constructor(data) {
    this.data = data;
    this.lang = data.lang;
  }

  /** The message `id` with `values` put in its placeholders. */
  t(id, values = {}) {
    const template = this.data.text[id];
    if (template === undefined) return id;
    return fill(template, values);
  }

  colour(name) {
    return this.data.colours[name] ?? name;
  }

  letter(name) {
    return this.data.letters[name] ?? name.slice(0, 1).toUpperCase();
  }

  level(name) {
    return this.data.levels[name] ?? name;
  }

  pace(name) {
    return this.data.paces[name] ?? name;
  }

  /** A place (1-based) as the language writes it, agreeing with `gender`. */
  ordinal(place, gender) {
    const forms = this.data.ordinals[gender || "unset"] ?? this.data.ordinals.unset;
    return forms[place - 1] ?? String(place);
  }

  /** Names as one list ("Ann, Bob & Eve"), as bot.i18n.join makes it. */
  join(items) {
    if (items.length < 2) return items[0] ?? "";
    let head = items[0];
    for (const item of items.slice(1, -1)) {
      head = this.t("list_more", { first: head, second: item });
    }
    return this.t("list_and", { first: head, second: items[items.length - 1] });
  }

  /** The banner's sentence for the winners (one, or a team). */
  wins(names) {
    const who = names.length ? this.join(names) : this.t("picture_nobody");
    return fill(this.data.wins[names.length > 1 ? 1 : 0], { who });
  }
}

export function fill(template, values) {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
