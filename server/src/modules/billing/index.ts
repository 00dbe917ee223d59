// The billing module's public surface: what other modules may import from it.
export * from './charges';
