// What the HTTP layer reads of an organisation's files. Named reads: handlers call these, never the store.
import * as files_repository from '../store/files-repository.js';

export const getFile: typeof files_repository.getFile = (...args) => files_repository.getFile(...args);
export const listFiles: typeof files_repository.listFiles = (...args) => files_repository.listFiles(...args);
export const toFile: typeof files_repository.toFile = (...args) => files_repository.toFile(...args);
