// Vite's module features the tests use: `?raw` imports (the docs' example files) and import.meta.glob (locale files).
/// <reference types="vite/client" />
