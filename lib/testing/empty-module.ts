// Stands in for `server-only` under vitest, where there is no React Server bundler to honour it.
export {};
