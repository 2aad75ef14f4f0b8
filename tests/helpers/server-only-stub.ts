// Stands in for the `server-only` package when tests import server modules directly.
export {};
