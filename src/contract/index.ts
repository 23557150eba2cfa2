export * from './revisions';
export * from './envelope';
export * from './scopes';
export * from './catalog';
export * from './components';
export * from './course';
export * from './requests';
export * from './webhook-events';
