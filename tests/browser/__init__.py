"""The live board page in a real browser (Debian's chromium driven by Playwright)."""
