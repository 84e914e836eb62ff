export * from './users';
export * from './refs';
export * from './tickets';
export * from './notifications';
export * from './knowledge';
export * from './uploads';
export * from './sessions';
export * from './siasn';
