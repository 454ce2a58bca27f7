// The registers a CA office keeps: UDINs of signed documents, DSC tokens held for clients.
export * from './dsc';
export * from './membership';
export * from './udin';
export * from './udin-check';
