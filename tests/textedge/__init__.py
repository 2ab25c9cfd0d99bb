"""A second edge beside Discord, in text, for the tests: it plays whole games through the
core's public commands, views and service alone (:mod:`.edge`), worded with the
catalogues (:mod:`.words`)."""
