"""The live board on the web: the bot's own aiohttp server (:mod:`.server`, on only when
configured, :mod:`.config`), the pages' sockets pushed every commit of their game
(:mod:`.sockets`, :mod:`.rooms`), the core's view as JSON (:mod:`.view_json`) and the
signed links that let a person act from a page (:mod:`.tokens`). It uses the core, the
words and rendering's words and geometry; never the store, never Discord or the cogs
(``.importlinter``)."""
